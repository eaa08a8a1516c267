import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '../domain/chat';
import { EQUIPMENT_TYPES } from '../domain/equipment';
import { LOAD_STATUSES } from '../domain/loads';
import { isoDateTime } from './formats';
import { brokerFairness } from './market';

export const chatMessage = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  senderId: z.uuid(),
  senderRole: z.enum(['trucker', 'broker', 'admin']),
  body: z.string(),
  createdAt: isoDateTime,
  /** The sender's idempotency key, so a tab can match its optimistic message. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatParty = z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() });

export const chatThread = z.object({
  id: z.uuid(),
  load: z.object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(LOAD_STATUSES),
    pickup: z.object({ city: z.string(), state: z.string() }),
    delivery: z.object({ city: z.string(), state: z.string() }),
    equipment: z.enum(EQUIPMENT_TYPES),
    rateCents: z.number().int(),
    miles: z.number().int(),
    expiresAt: isoDateTime,
    /** Active and not expired: the thread shows a Book button to the trucker. */
    bookable: z.boolean(),
    /** Booked by this thread's trucker. */
    bookedByTrucker: z.boolean(),
  }),
  trucker: chatParty,
  broker: chatParty,
  /** The broker's fairness standing (Fair payer / Below market / none), shown in the chat header. */
  brokerFairness: brokerFairness,
  lastMessage: chatMessage.nullable(),
  /** Messages from the other party the viewer has not read (0 for admins). */
  unreadCount: z.number().int(),
  createdAt: isoDateTime,
  lastMessageAt: isoDateTime.nullable(),
});
export type ChatThread = z.infer<typeof chatThread>;

export const chatThreadList = z.object({ items: z.array(chatThread) });
export type ChatThreadList = z.infer<typeof chatThreadList>;

/** GET /api/chat/threads/:id/messages: newest page first; `before` pages back. */
export const chatMessagesQuery = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE.max).default(CHAT_PAGE_SIZE.default),
});
export const chatMessagesPage = z.object({
  /** Oldest first within the page. */
  items: z.array(chatMessage),
  /** Pass as `before` for older messages; null at the start of the thread. */
  nextCursor: z.string().nullable(),
});
export type ChatMessagesPage = z.infer<typeof chatMessagesPage>;

/** POST /api/chat/threads/:id/messages */
export const sendChatMessageInput = z.object({
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Messages are at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
  clientId: z.string().min(1).max(64).optional(),
});
export type SendChatMessageInput = z.infer<typeof sendChatMessageInput>;

/** GET /api/chat/unread: the sidebar badge. */
export const chatUnread = z.object({ total: z.number().int() });

/** Live events on user:<id> topics of both parties. */
export const CHAT_EVENT_TYPES = { message: 'chat.message', read: 'chat.read' } as const;
export const chatMessageEvent = z.object({ threadId: z.uuid(), message: chatMessage });
export const chatReadEvent = z.object({ threadId: z.uuid(), userId: z.uuid() });

/** Splits text into plain text and http(s) links, so URLs render as links and nothing as HTML. */
export function linkifyParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const re = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: m[0], href: m[0] });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
