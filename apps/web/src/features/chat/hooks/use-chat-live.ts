import {
  BOOKING_EVENT_TYPES,
  CHAT_EVENT_TYPES,
  chatMessageEvent,
  LOAD_EVENT_TYPES,
  loadBoardEvent,
  LOADS_TOPIC,
  type ChatThreadList,
} from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { chatKeys } from '../api/chat-keys';
import { upsertMessage } from '../api/message-cache';

/**
 * Keeps the chat screen current in every tab: a `chat.message` goes into its cached conversation
 * (deduplicated, or reconciled with the optimistic copy by clientId) and refreshes the thread list;
 * a message from the other party in the open thread calls `onIncomingInOpenThread`; `chat.read`
 * refreshes the threads' unread counts. A change to a thread's load (booked, picked up, expired,
 * cancelled) refreshes the list too, so the header's status and the Book button stay true.
 * Without an open thread (the dashboard's unread conversations) it keeps the thread list current.
 */
export function useChatLive(openThreadId: string | null = null, onIncomingInOpenThread?: () => void): void {
  const { user, role } = useSession();
  const queryClient = useQueryClient();
  const refreshThreads = () => void queryClient.invalidateQueries({ queryKey: chatKeys.threads() });

  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (event.type === CHAT_EVENT_TYPES.message) {
      const parsed = chatMessageEvent.safeParse(event.data);
      if (!parsed.success) return;
      const { threadId, message } = parsed.data;
      upsertMessage(queryClient, threadId, message);
      refreshThreads();
      if (threadId === openThreadId && message.senderId !== user?.id) onIncomingInOpenThread?.();
    } else if (
      event.type === CHAT_EVENT_TYPES.read ||
      event.type === BOOKING_EVENT_TYPES.updated ||
      event.type === LOAD_EVENT_TYPES.updated
    ) {
      refreshThreads();
    }
  });

  // Truckers hear about other truckers' bookings, expiries and cancellations on the board topic.
  useLiveTopic(role === 'trucker' ? LOADS_TOPIC : null, (event) => {
    const parsed = loadBoardEvent.safeParse(event.data);
    if (!parsed.success || event.type === LOAD_EVENT_TYPES.posted) return;
    const threads = queryClient.getQueryData<ChatThreadList>(chatKeys.threads());
    if (threads?.items.some((thread) => thread.load.id === parsed.data.id)) refreshThreads();
  });
}
