import type { ChatThread } from '@haulclub/shared';
import { useEffect, useId, type ReactNode } from 'react';

import { CHAT } from '@/content/chat';

import { useMarkThreadRead } from '../api/mark-thread-read';
import { counterpartOf } from '../utils/format';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { MessageList } from './message-list';

type ConversationProps = {
  thread: ChatThread;
  viewerId: string | undefined;
  renderLoadAction?: ((thread: ChatThread) => ReactNode) | undefined;
};

/** The open thread: header with the load, the messages, and the composer. Opening it marks it read. */
export function Conversation({ thread, viewerId, renderLoadAction }: ConversationProps) {
  const headingId = useId();
  const { mutate: markRead } = useMarkThreadRead();
  const counterpart = counterpartOf(thread, viewerId);
  const threadId = thread.id;
  const hasUnread = thread.unreadCount > 0;

  useEffect(() => {
    markRead(threadId);
  }, [threadId, markRead]);

  // Messages that arrived while the tab was hidden are read once the user comes back to it.
  useEffect(() => {
    if (!hasUnread) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') markRead(threadId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [threadId, hasUnread, markRead]);

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader
        thread={thread}
        counterpart={counterpart}
        headingId={headingId}
        action={renderLoadAction?.(thread)}
      />
      <MessageList
        threadId={thread.id}
        viewerId={viewerId}
        label={CHAT.conversation.messagesLabel(counterpart.name)}
      />
      <Composer key={thread.id} threadId={thread.id} />
    </section>
  );
}
