import { useLayoutEffect, useMemo, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { CHAT } from '@/content/chat';

import { useChatMessages, type ChatMessageItem } from '../api/get-chat-messages';
import { errorDetail } from '../utils/format';
import { MessageBubble } from './message-bubble';

const copy = CHAT.conversation;
/** Within this many pixels of the end counts as "at the bottom". */
const STICK_PX = 80;

type MessageListProps = {
  threadId: string;
  viewerId: string | undefined;
  label: string;
  /** Who wrote a message, shown above its time (for a reader who is not a party). */
  senderOf?: ((message: ChatMessageItem) => string) | undefined;
  /** Shown when the thread has no messages; defaults to inviting the party to say hello. */
  emptyText?: string | undefined;
};

/**
 * The conversation, newest at the bottom. It follows new messages while the reader is at the
 * bottom (always for their own), and keeps its place when older messages load above.
 */
export function MessageList({ threadId, viewerId, label, senderOf, emptyText }: MessageListProps) {
  const query = useChatMessages(threadId);
  const messages = useMemo(
    () => (query.data ? [...query.data.pages].reverse().flatMap((page) => page.items) : []),
    [query.data],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = useRef<{ id: string | undefined; height: number }>({ id: undefined, height: 0 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const newest = messages.at(-1);
    if (newest?.id !== last.current.id) {
      if (atBottom.current || newest?.senderId === viewerId) el.scrollTop = el.scrollHeight;
    } else if (el.scrollHeight !== last.current.height && !atBottom.current) {
      // Older messages were added above: stay on the message being read.
      el.scrollTop += el.scrollHeight - last.current.height;
    }
    last.current = { id: newest?.id, height: el.scrollHeight };
  }, [messages, viewerId]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
      onScroll={(event) => {
        const el = event.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
      }}
    >
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            {copy.loading}
          </p>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="ml-auto h-10 w-1/2" />
          <Skeleton className="h-10 w-3/5" />
        </div>
      ) : query.isError && !query.data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={CHAT.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {query.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? copy.loadingOlder : copy.loadOlder}
            </Button>
          ) : messages.length > 0 ? (
            <p className="text-center text-xs text-muted-foreground">{copy.start}</p>
          ) : (
            <p className="py-8 text-center text-sm text-muted-foreground">{emptyText ?? copy.empty}</p>
          )}
          {/* The log wraps the list: role="log" on the <ol> itself would orphan its <li> messages. */}
          <div role="log" aria-label={label}>
            <ol className="flex flex-col gap-3">
              {messages.map((message) => (
                <MessageBubble
                  key={message.clientId ?? message.id}
                  message={message}
                  mine={message.senderId === viewerId}
                  sender={senderOf?.(message)}
                />
              ))}
            </ol>
          </div>
        </div>
      )}
    </div>
  );
}
