import type { ChatThread } from '@haulclub/shared';
import { Link, useLocation } from 'react-router';

import { CHAT } from '@/content/chat';
import { cn } from '@/lib/cn';

import { counterpartOf, formatFullTime, formatRelativeTime, formatThreadLane } from '../utils/format';

const copy = CHAT.threads;

type ThreadListItemProps = {
  thread: ChatThread;
  viewerId: string | undefined;
  selected: boolean;
  /** The chat screen the link opens (/broker/chat, /trucker/chat); defaults to the current one. */
  chatPath?: string;
};

/** One conversation: who, which load, the last message, when, and how many are unread. */
export function ThreadListItem({ thread, viewerId, selected, chatPath }: ThreadListItemProps) {
  const { pathname } = useLocation();
  const counterpart = counterpartOf(thread, viewerId);
  const last = thread.lastMessage;
  const at = thread.lastMessageAt ?? thread.createdAt;
  const unread = thread.unreadCount;
  return (
    <li>
      <Link
        to={`${chatPath ?? pathname}?thread=${encodeURIComponent(thread.id)}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex flex-col gap-1 border-b px-3 py-3 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          selected && 'bg-accent hover:bg-accent',
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'font-bold' : 'font-semibold')}>
            {counterpart.name}
            {counterpart.companyName ? (
              <span className="font-normal text-muted-foreground"> · {counterpart.companyName}</span>
            ) : null}
          </span>
          <time dateTime={at} title={formatFullTime(at)} className="shrink-0 text-xs text-muted-foreground">
            {formatRelativeTime(at)}
          </time>
        </span>
        <span className="truncate text-xs text-muted-foreground">
          <span className="font-semibold text-primary">{CHAT.loadRef(thread.load.number)}</span>{' '}
          {formatThreadLane(thread)}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate', unread > 0 ? 'text-foreground' : 'text-muted-foreground')}>
            {last ? `${last.senderId === viewerId ? copy.you : ''}${last.body}` : copy.noMessages}
          </span>
          {unread > 0 ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="sr-only">{copy.unread(unread)}</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
