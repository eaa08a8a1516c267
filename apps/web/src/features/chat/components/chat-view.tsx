import type { ChatThread } from '@haulclub/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { CHAT } from '@/content/chat';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

import { useMarkThreadRead } from '../api/mark-thread-read';
import { useChatLive } from '../hooks/use-chat-live';
import { OpenThread } from './open-thread';
import { ThreadList } from './thread-list';

type ChatViewProps = {
  /** Extra control in the conversation header, e.g. the trucker's Book button (given by the route). */
  renderLoadAction?: (thread: ChatThread) => ReactNode;
};

/**
 * /trucker/chat and /broker/chat: conversations on the left, the open one (?thread=<id>) on the
 * right; below 768 px one pane at a time. Live in every tab.
 */
export function ChatView({ renderLoadAction }: ChatViewProps) {
  const { user, role } = useSession();
  const [params] = useSearchParams();
  const threadId = params.get('thread');
  const { mutate: markRead } = useMarkThreadRead();
  useChatLive(threadId, () => {
    if (threadId && document.visibilityState !== 'hidden') markRead(threadId);
  });

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[28rem] w-full max-w-7xl flex-col gap-4 px-0 py-0 sm:px-4 sm:py-6">
      <h1
        className={cn(
          'px-4 pt-4 text-2xl font-bold tracking-tight sm:px-0 sm:pt-0 sm:text-3xl',
          threadId && 'max-md:sr-only',
        )}
      >
        {CHAT.heading}
      </h1>
      {/* One column on phones, and never wider than the screen: an implicit grid column would grow to
          its content's min-content width (a long name plus the Book button) and push Send off-screen. */}
      <div className="grid min-h-0 flex-1 grid-cols-1 overflow-hidden border-y bg-card sm:rounded-xl sm:border md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <div className={cn('min-h-0 min-w-0 flex-col md:flex md:border-r', threadId ? 'hidden' : 'flex')}>
          <ThreadList
            selectedId={threadId}
            viewerId={user?.id}
            emptyHint={role === 'broker' ? CHAT.threads.emptyBroker : CHAT.threads.emptyTrucker}
          />
        </div>
        <div className={cn('min-h-0 min-w-0 flex-col md:flex', threadId ? 'flex' : 'hidden')}>
          <OpenThread threadId={threadId} viewerId={user?.id} renderLoadAction={renderLoadAction} />
        </div>
      </div>
    </div>
  );
}
