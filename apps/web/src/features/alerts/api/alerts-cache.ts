import type { AlertsResponse, LoadAlert } from '@haulclub/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import { alertsKeys } from './alerts-keys';

type Inbox = InfiniteData<AlertsResponse>;

/** Every alert of the cached inbox, newest first (pages may overlap after a prepend: first copy wins). */
export function inboxAlerts(inbox: Inbox | undefined): LoadAlert[] {
  const seen = new Set<string>();
  const alerts: LoadAlert[] = [];
  for (const page of inbox?.pages ?? [])
    for (const alert of page.items) {
      if (seen.has(alert.id)) continue;
      seen.add(alert.id);
      alerts.push(alert);
    }
  return alerts;
}

/** The unread count: the newest page's (each answer counts every unread alert of the trucker). */
export const inboxUnread = (inbox: Inbox | undefined) => inbox?.pages[0]?.unread ?? 0;

function update(queryClient: QueryClient, change: (inbox: Inbox) => Inbox) {
  queryClient.setQueryData<Inbox>(alertsKeys.inbox(), (inbox) => (inbox ? change(inbox) : inbox));
}

/** True when the cached inbox has an alert about `loadId`. */
export function inboxHasLoad(queryClient: QueryClient, loadId: string): boolean {
  return inboxAlerts(queryClient.getQueryData<Inbox>(alertsKeys.inbox())).some((a) => a.loadId === loadId);
}

/** A live `alert.created`: on top of the inbox, one more unread (once, however often it arrives). */
export function prependAlert(queryClient: QueryClient, alert: LoadAlert): void {
  update(queryClient, (inbox) => {
    if (inboxAlerts(inbox).some((a) => a.id === alert.id)) return inbox;
    const [first, ...rest] = inbox.pages;
    if (!first) return inbox;
    const unread = first.unread + (alert.readAt ? 0 : 1);
    return {
      ...inbox,
      pages: [{ ...first, items: [alert, ...first.items], unread }, ...rest.map((p) => ({ ...p, unread }))],
    };
  });
}

/** Alerts marked read (all when `ids` is absent) and the server's unread count. */
export function markReadInCache(queryClient: QueryClient, ids: string[] | undefined, unread: number): void {
  const at = new Date().toISOString();
  update(queryClient, (inbox) => ({
    ...inbox,
    pages: inbox.pages.map((page) => ({
      ...page,
      unread,
      items: page.items.map((a) => (a.readAt || (ids && !ids.includes(a.id)) ? a : { ...a, readAt: at })),
    })),
  }));
}

/** A live `alert.read` from any tab: the new count (which alerts were read comes with the next refetch). */
export function setUnread(queryClient: QueryClient, unread: number): void {
  update(queryClient, (inbox) => ({ ...inbox, pages: inbox.pages.map((page) => ({ ...page, unread })) }));
}
