import { MessagesSquareIcon } from 'lucide-react';

import {
  DashboardCard,
  DashboardCardLink,
  DashboardCardEmpty,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { CHAT, UNREAD_CHAT as copy } from '@/content/chat';
import { useSession } from '@/lib/session';

import { useChatThreads } from '../api/get-chat-threads';
import { useChatLive } from '../hooks/use-chat-live';
import { chatPathOf } from '../utils/chat-path';
import { errorDetail } from '../utils/format';
import { ThreadListItem } from './thread-list-item';

/** The card lists this many; Chat has the rest. */
export const UNREAD_THREADS_COUNT = 5;

/**
 * The latest conversations with unread messages (five at most), each opening its thread in Chat. Live on
 * user:<id> (a message, a thread read in another tab, a change to a thread's load).
 */
export function UnreadThreadsCard({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const { user, role } = useSession();
  useChatLive();
  const query = useChatThreads();
  const chatPath = chatPathOf(role);
  const unread =
    query.data?.items.filter((thread) => thread.unreadCount > 0).slice(0, UNREAD_THREADS_COUNT) ?? [];

  return (
    <DashboardCard
      id="unread-threads-heading"
      heading={copy.heading}
      headingLevel={headingLevel}
      icon={MessagesSquareIcon}
      description={copy.intro}
      footer={<DashboardCardLink to={chatPath}>{copy.openChat}</DashboardCardLink>}
    >
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={2} />
      ) : !query.data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={CHAT.retry}
          onRetry={() => void query.refetch()}
        />
      ) : unread.length === 0 ? (
        <DashboardCardEmpty
          title={copy.empty}
          hint={role === 'broker' ? copy.emptyHintBroker : copy.emptyHintTrucker}
        />
      ) : (
        <ul
          aria-label={copy.listLabel}
          className="overflow-hidden rounded-lg border [&>li:last-child>a]:border-b-0"
        >
          {unread.map((thread) => (
            <ThreadListItem
              key={thread.id}
              thread={thread}
              viewerId={user?.id}
              selected={false}
              chatPath={chatPath}
            />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
