import { StatCard } from '@/components/ui/stat-card';
import { UNREAD_CHAT as copy } from '@/content/chat';
import { useSession } from '@/lib/session';

import { useChatUnreadQuery } from '../api/get-chat-unread';
import { chatPathOf } from '../utils/chat-path';
import { errorDetail } from '../utils/format';

/**
 * "Unread messages" (GET /api/chat/unread), opening Chat. The same count as the sidebar badge, kept
 * current by the app layout's `useChatUnread` (chat.message, chat.read on user:<id>).
 */
export function UnreadMessagesStat() {
  const { role } = useSession();
  const { data, error } = useChatUnreadQuery();
  return (
    <StatCard
      label={copy.stat}
      value={data?.total}
      detail={copy.statDetail}
      href={chatPathOf(role)}
      problem={!data && error ? errorDetail(error) : undefined}
    />
  );
}
