import type { ChatMessage, ChatThread } from '@haulclub/shared';
import type { MessageRow, ThreadRow, ThreadViewRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A message as both parties see it; the sender's role follows from the thread. */
export function toChatMessage(
  row: MessageRow,
  thread: Pick<ThreadRow, 'truckerId' | 'brokerId'>,
): ChatMessage {
  return {
    id: row.id,
    threadId: row.threadId,
    senderId: row.senderId,
    senderRole:
      row.senderId === thread.truckerId ? 'trucker' : row.senderId === thread.brokerId ? 'broker' : 'admin',
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    clientId: row.clientId,
  };
}

interface PartyNames {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}

function toParty(id: string, names: PartyNames | null, fallback: string) {
  const companyName = names?.companyName ?? null;
  const name = [names?.firstName, names?.lastName].filter(Boolean).join(' ').trim();
  return { id, name: name || companyName || fallback, companyName };
}

/** A thread as its viewer sees it (the unread count is the viewer's). */
export function toChatThread(
  row: ThreadViewRow,
  lastMessage: MessageRow | undefined,
): Omit<ChatThread, 'brokerFairness'> {
  const { thread, load } = row;
  return {
    id: thread.id,
    load: {
      id: load.id,
      number: load.number,
      status: load.status,
      pickup: { city: load.pickupCity, state: load.pickupState },
      delivery: { city: load.deliveryCity, state: load.deliveryState },
      equipment: load.equipment,
      rateCents: load.rateCents,
      miles: load.miles,
      expiresAt: load.expiresAt.toISOString(),
      bookable: row.bookable,
      bookedByTrucker: row.bookedByTrucker,
    },
    trucker: toParty(thread.truckerId, row.trucker, 'Trucker'),
    broker: toParty(thread.brokerId, row.broker, 'Broker'),
    lastMessage: lastMessage ? toChatMessage(lastMessage, thread) : null,
    unreadCount: row.unreadCount,
    createdAt: thread.createdAt.toISOString(),
    lastMessageAt: iso(thread.lastMessageAt),
  };
}
