import type { LoadAlert } from '@haulclub/shared';
import { useNavigate } from 'react-router';

import { useMarkAlertsRead } from '../api/mark-alerts-read';
import { alertLoadHref } from '../utils/alert-href';

/** Opens an alert's load on Available Loads (details with Book and Message broker) and marks it read. */
export function useOpenAlert() {
  const navigate = useNavigate();
  const markRead = useMarkAlertsRead();
  return (alert: Pick<LoadAlert, 'id' | 'loadId' | 'readAt'>) => {
    // The count follows in every tab (alert.read); a failure leaves it unread, which is the truth.
    if (!alert.readAt) markRead.mutate([alert.id]);
    void navigate(alertLoadHref(alert.loadId));
  };
}
