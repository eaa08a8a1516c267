import type { ChatThreadList } from '@haulclub/shared';
import type { UseQueryResult } from '@tanstack/react-query';

import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_LOAD_CHATS, CHAT } from '@/content/chat';
import { cn } from '@/lib/cn';

import { errorDetail, formatFullTime, formatRelativeTime } from '../utils/format';

const copy = ADMIN_LOAD_CHATS;

type AdminThreadListProps = {
  query: UseQueryResult<ChatThreadList>;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
};

/** The conversations about one load: each trucker, their company, and when the last message came. */
export function AdminThreadList({ query, selectedId, onSelect }: AdminThreadListProps) {
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-2 p-3">
        <p role="status" className="sr-only">
          {copy.loading}
        </p>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  if (query.isError && !query.data)
    return (
      <div className="p-3">
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={CHAT.retry}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  if (query.data.items.length === 0) return <p className="p-4 text-sm text-muted-foreground">{copy.empty}</p>;
  return (
    <ul aria-label={copy.threadsLabel}>
      {query.data.items.map((thread) => {
        const at = thread.lastMessageAt ?? thread.createdAt;
        const selected = thread.id === selectedId;
        return (
          <li key={thread.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => {
                onSelect(thread.id);
              }}
              className={cn(
                'flex w-full flex-col gap-1 border-b px-3 py-3 text-left text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                selected && 'bg-accent hover:bg-accent',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold">{thread.trucker.name}</span>
                <time
                  dateTime={at}
                  title={formatFullTime(at)}
                  className="shrink-0 text-xs text-muted-foreground"
                >
                  {formatRelativeTime(at)}
                </time>
              </span>
              {thread.trucker.companyName ? (
                <span className="truncate text-xs text-muted-foreground">{thread.trucker.companyName}</span>
              ) : null}
              <span className="truncate text-muted-foreground">
                {thread.lastMessage?.body ?? copy.noMessages}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
