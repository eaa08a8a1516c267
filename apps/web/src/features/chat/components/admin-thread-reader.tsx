import type { ChatThread } from '@haulclub/shared';
import { useId } from 'react';

import { ADMIN_LOAD_CHATS } from '@/content/chat';

import type { ChatMessageItem } from '../api/get-chat-messages';
import { MessageList } from './message-list';

const copy = ADMIN_LOAD_CHATS;

const withCompany = (party: ChatThread['trucker']) =>
  party.companyName && party.companyName !== party.name ? `${party.name} (${party.companyName})` : party.name;

/**
 * One conversation as an admin reads it: no composer, nothing marked read. The broker's messages
 * sit on the right and the trucker's on the left, each with its sender's name.
 */
export function AdminThreadReader({ thread }: { thread: ChatThread }) {
  const headingId = useId();
  const { trucker, broker } = thread;
  const senderOf = (message: ChatMessageItem) =>
    message.senderId === trucker.id ? trucker.name : broker.name;
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <h3 id={headingId} className="border-b px-3 py-2 text-sm font-semibold sm:px-4">
        {copy.between(withCompany(trucker), withCompany(broker))}
      </h3>
      <MessageList
        threadId={thread.id}
        viewerId={broker.id}
        label={copy.messagesLabel(trucker.name, broker.name)}
        senderOf={senderOf}
        emptyText={copy.emptyMessages}
      />
    </section>
  );
}
