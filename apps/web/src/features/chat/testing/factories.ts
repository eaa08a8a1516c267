import type { ChatMessage, ChatMessagesPage, ChatThread } from '@haulclub/shared';

import { createBrokerFairness } from '@/testing/market';

/** Test factories of the chat API's answers, with overrides. Tests only. */

export const TRUCKER_ID = '00000000-0000-4000-8000-000000000002';
export const BROKER_ID = '00000000-0000-4000-8000-000000000003';
export const THREAD_ID = 'c0000000-0000-4000-8000-000000000001';

export const TRUCKER_USER = { id: TRUCKER_ID, email: 'trucker@example.test' };
export const BROKER_USER = { id: BROKER_ID, email: 'broker@example.test' };

let sequence = 0;

export function createChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  return {
    id: `e0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    threadId: THREAD_ID,
    senderId: BROKER_ID,
    senderRole: 'broker',
    body: 'Still available?',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    clientId: null,
    ...overrides,
  };
}

export function createThread(overrides: Partial<ChatThread> = {}): ChatThread {
  return {
    id: THREAD_ID,
    load: {
      id: '7d1f0c4e-1a2b-4c3d-8e9f-000000000001',
      number: 1042,
      status: 'active',
      pickup: { city: 'Dallas', state: 'TX' },
      delivery: { city: 'Houston', state: 'TX' },
      equipment: 'Flatbed',
      rateCents: 120_000,
      miles: 240,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      bookable: true,
      bookedByTrucker: false,
    },
    trucker: { id: TRUCKER_ID, name: 'Ray Hauler', companyName: 'Ray Hauling' },
    broker: { id: BROKER_ID, name: 'Dana Broker', companyName: 'Lone Star Freight LLC' },
    brokerFairness: createBrokerFairness(),
    lastMessage: null,
    unreadCount: 0,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    lastMessageAt: null,
    ...overrides,
  };
}

export function messagesPage(items: ChatMessage[], nextCursor: string | null = null): ChatMessagesPage {
  return { items, nextCursor };
}
