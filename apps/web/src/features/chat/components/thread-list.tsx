import { MessagesSquareIcon } from 'lucide-react';

import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { CHAT } from '@/content/chat';

import { useChatThreads } from '../api/get-chat-threads';
import { errorDetail } from '../utils/format';
import { ThreadListItem } from './thread-list-item';

const copy = CHAT.threads;

type ThreadListProps = { selectedId: string | null; viewerId: string | undefined; emptyHint: string };

/** The user's conversations, latest activity first. */
export function ThreadList({ selectedId, viewerId, emptyHint }: ThreadListProps) {
  const { data, error, isPending, refetch } = useChatThreads();

  if (isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-2 p-3">
        <p role="status" className="sr-only">
          {copy.loading}
        </p>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  if (error && !data)
    return (
      <div className="p-3">
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(error)}
          retryLabel={CHAT.retry}
          onRetry={() => void refetch()}
        />
      </div>
    );
  if (data.items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center">
        <MessagesSquareIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{copy.empty}</p>
        <p className="text-sm text-muted-foreground">{emptyHint}</p>
      </div>
    );
  return (
    <nav aria-label={copy.label} className="min-h-0 flex-1 overflow-y-auto">
      <ul>
        {data.items.map((thread) => (
          <ThreadListItem
            key={thread.id}
            thread={thread}
            viewerId={viewerId}
            selected={thread.id === selectedId}
          />
        ))}
      </ul>
    </nav>
  );
}
