import { Outlet } from 'react-router';

import { AppShell } from '@/components/layout/app-shell';
import { paths } from '@/config/paths';
import { AlertsBell } from '@/features/alerts/components/alerts-bell';
import { useAlertNotifications } from '@/features/alerts/hooks/use-alert-notifications';
import { useBookingNotifications } from '@/features/bookings/hooks/use-booking-notifications';
import { useChatUnread } from '@/features/chat/hooks/use-chat-unread';
import { useSession } from '@/lib/session';

/** Layout route of every page except the landing page, with the signed-in member's live notices (and a trucker's alert bell). */
export function Component() {
  const { role } = useSession();
  // These hooks do nothing unless a broker or trucker (alerts: a trucker) is signed in.
  useBookingNotifications();
  useAlertNotifications();
  const unread = useChatUnread();
  const chatHref =
    role === 'broker'
      ? paths.broker.chat.getHref()
      : role === 'trucker'
        ? paths.trucker.chat.getHref()
        : null;

  return (
    <AppShell badges={chatHref ? { [chatHref]: unread } : {}} headerActions={<AlertsBell />}>
      <Outlet />
    </AppShell>
  );
}
