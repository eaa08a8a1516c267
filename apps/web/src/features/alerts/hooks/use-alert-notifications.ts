import {
  ALERT_EVENTS,
  LOAD_EVENT_TYPES,
  LOADS_TOPIC,
  loadAlert,
  loadBoardEvent,
  markAlertsReadResponse,
} from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import { ALERTS as copy } from '@/content/alerts';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';
import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { inboxHasLoad, prependAlert, setUnread } from '../api/alerts-cache';
import { alertsKeys } from '../api/alerts-keys';
import { alertLane, alertRatePerMile } from '../utils/format';
import { useOpenAlert } from './use-open-alert';

export const ALERTS_REFRESH_DEBOUNCE_MS = 300;
const LOAD_EVENTS: readonly string[] = Object.values(LOAD_EVENT_TYPES);

/**
 * Mounted once for signed-in truckers (every tab has its own socket): `alert.created` on user:<id> goes
 * on top of the inbox, bumps the bell and toasts "New 92% match: …" with View load (no toast when it
 * came in quiet hours); `alert.read` (any tab) sets the count; a change on `loads` of an alerted load
 * refreshes the inbox so a booked, expired or cancelled load shows so at once.
 */
export function useAlertNotifications(): void {
  const { user, role } = useSession();
  const queryClient = useQueryClient();
  const openAlert = useOpenAlert();
  const listening = Boolean(user) && role === 'trucker';
  const refresh = useDebouncedCallback(() => {
    void queryClient.invalidateQueries({ queryKey: alertsKeys.all });
  }, ALERTS_REFRESH_DEBOUNCE_MS);

  useLiveTopic(listening && user ? `user:${user.id}` : null, (event) => {
    if (event.type === ALERT_EVENTS.created) {
      const parsed = loadAlert.safeParse(event.data);
      if (!parsed.success) return;
      const alert = parsed.data;
      prependAlert(queryClient, alert);
      if (alert.silent) return;
      toast.info(copy.toast(alert.score, alertLane(alert), alertRatePerMile(alert.ratePerMileCents)), {
        id: `alert-${alert.id}`,
        action: { label: copy.viewLoad, onClick: () => openAlert(alert) },
      });
    } else if (event.type === ALERT_EVENTS.read) {
      const parsed = markAlertsReadResponse.safeParse(event.data);
      if (parsed.success) setUnread(queryClient, parsed.data.unread);
      refresh.run();
    }
  });

  // Only changes of alerted loads: a burst of new posts costs the inbox nothing.
  useLiveTopic(listening ? LOADS_TOPIC : null, (event) => {
    if (!LOAD_EVENTS.includes(event.type)) return;
    const parsed = loadBoardEvent.safeParse(event.data);
    if (parsed.success && inboxHasLoad(queryClient, parsed.data.id)) refresh.run();
  });
}
