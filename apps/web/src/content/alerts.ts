import type { AlertLoadStatus } from '@haulclub/shared';

/** Copy of the trucker's load alerts: the header bell, its inbox and the live toasts. */

export const ALERTS = {
  bell: (unread: number) =>
    unread === 0 ? 'Alerts' : `Alerts, ${unread > 99 ? '99+' : String(unread)} unread`,
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  title: 'Load alerts',
  description: 'Loads that matched your lane profile as brokers posted them.',
  listLabel: 'Load alerts',
  markAllRead: 'Mark all read',
  markingAllRead: 'Marking…',
  markFailed: 'Could not mark the alerts read',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  loading: 'Loading your alerts…',
  loadError: 'Could not load your alerts.',
  retry: 'Try again',
  empty: 'No alerts yet',
  emptyHint:
    'When a new load matches your lane profile above your alert threshold, it shows up here at once.',
  unread: 'Unread',
  open: (ref: string) => `Open ${ref}`,
  /** Alerts of loads that can no longer be booked. */
  status: {
    active: null,
    booked: 'Booked',
    expired: 'Expired',
    cancelled: 'Cancelled',
  } satisfies Record<AlertLoadStatus, string | null>,
  toast: (score: number, lane: string, perMile: string) =>
    `New ${String(score)}% match: ${lane} · ${perMile}`,
  viewLoad: 'View load',
} as const;
