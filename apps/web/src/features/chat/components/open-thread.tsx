import type { ChatThread } from '@haulclub/shared';
import { MessageSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { CHAT } from '@/content/chat';

import { useChatThread } from '../api/get-chat-thread';
import { useChatThreads } from '../api/get-chat-threads';
import { errorDetail } from '../utils/format';
import { Conversation } from './conversation';

const copy = CHAT.conversation;

type OpenThreadProps = {
  threadId: string | null;
  viewerId: string | undefined;
  renderLoadAction?: ((thread: ChatThread) => ReactNode) | undefined;
};

/** The conversation chosen in ?thread=, from the thread list (or read on its own if the list lacks it). */
export function OpenThread({ threadId, viewerId, renderLoadAction }: OpenThreadProps) {
  const threads = useChatThreads();
  const listed = threads.data?.items.find((thread) => thread.id === threadId);
  const single = useChatThread(threadId ?? '', Boolean(threadId) && threads.isFetched && !listed);
  const thread = listed ?? single.data;

  if (!threadId)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
        <MessageSquareIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-semibold">{copy.none}</h2>
        <p className="text-sm text-muted-foreground">{copy.noneHint}</p>
      </div>
    );
  if (thread) return <Conversation thread={thread} viewerId={viewerId} renderLoadAction={renderLoadAction} />;
  if (single.isError)
    return (
      <div className="p-4">
        <QueryProblem
          title={copy.notFound}
          detail={errorDetail(single.error)}
          retryLabel={CHAT.retry}
          onRetry={() => void single.refetch()}
        />
      </div>
    );
  return (
    <div aria-busy="true" className="flex flex-1 flex-col gap-3 p-4">
      <p role="status" className="sr-only">
        {copy.loading}
      </p>
      <Skeleton className="h-12" />
      <Skeleton className="h-40 flex-1" />
    </div>
  );
}
