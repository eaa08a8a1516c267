import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadAlert } from '@haulclub/shared';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { useAlertNotifications } from '../hooks/use-alert-notifications';
import { alertsPage, createAlert, TRUCKER_ID } from '../testing/factories';
import { AlertsBell } from './alerts-bell';

/** The header's pieces as the app layout mounts them. */
function Header() {
  useAlertNotifications();
  return <AlertsBell />;
}

const TRUCKER = { id: TRUCKER_ID, email: 'lena@example.test' };
const renderBell = (role: 'trucker' | 'broker' = 'trucker') =>
  renderWithProviders(<Header />, { route: '/trucker', role, user: TRUCKER });
const inboxRequests = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/trucker/alerts?'));

describe('AlertsBell', () => {
  it('shows the unread count and opens the inbox with score, lane, equipment, $/mi, two reasons and time', async () => {
    const fresh = createAlert({ loadNumber: 1042 });
    const older = createAlert({
      loadNumber: 1043,
      score: 74,
      pickup: { city: 'Dallas', state: 'TX' },
      delivery: { city: 'Waco', state: 'TX' },
      readAt: new Date().toISOString(),
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    });
    const { requests } = stubFetch(() => jsonResponse(200, alertsPage([fresh, older], { unread: 3 })));
    const { user } = renderBell();

    const bell = await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    expect(inboxRequests(requests)[0]?.url).toBe('/api/trucker/alerts?limit=20');
    await user.click(bell);

    const dialog = await screen.findByRole('dialog', { name: 'Load alerts' });
    const first = within(dialog).getByRole('button', {
      name: 'Open HC-1042: Houston, TX → San Antonio, TX',
    }).parentElement!;
    expect(first).toHaveTextContent('92% match');
    expect(first).toHaveTextContent('Step Deck');
    expect(first).toHaveTextContent('$3.10/mi');
    expect(first).toHaveTextContent('on your Houston, TX → San Antonio, TX lane');
    expect(first).toHaveTextContent('14 mi deadhead');
    expect(first).not.toHaveTextContent('above your $2.75 minimum');
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('5 min. ago');
    const second = within(dialog).getByRole('button', {
      name: 'Open HC-1043: Dallas, TX → Waco, TX',
    }).parentElement!;
    expect(second).toHaveTextContent('74% match');
    expect(second).toHaveTextContent('3 hr. ago');
    expect(second).not.toHaveTextContent('Unread');
  });

  it('marks every alert read with Mark all read', async () => {
    const { requests } = stubFetch(({ url }) =>
      url === '/api/trucker/alerts/read'
        ? jsonResponse(200, { unread: 0 })
        : jsonResponse(200, alertsPage([createAlert(), createAlert({ loadNumber: 1050 })])),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load alerts' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));

    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    });
    expect(requests.find((r) => r.url === '/api/trucker/alerts/read')).toMatchObject({
      method: 'POST',
      body: {},
    });
    expect(within(dialog).queryByText('Unread')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Alerts' })).toHaveFocus();
  });

  it('says when marking fails and keeps the count', async () => {
    stubFetch(({ url }) =>
      url === '/api/trucker/alerts/read'
        ? problemResponse(503, { code: 'unavailable', detail: 'Try again in a moment' })
        : jsonResponse(200, alertsPage([createAlert()])),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load alerts' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Could not mark the alerts read')).toBeInTheDocument();
    expect(within(dialog).getByText('Unread')).toBeInTheDocument();
  });

  it('badges a load that was booked, expired or cancelled', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        alertsPage([
          createAlert({ loadNumber: 2001, loadStatus: 'booked' }),
          createAlert({ loadNumber: 2002, loadStatus: 'cancelled' }),
          // Past its expiry before the sweeper ran: expired already.
          createAlert({ loadNumber: 2003, expiresAt: new Date(Date.now() - 1000).toISOString() }),
          createAlert({ loadNumber: 2004 }),
        ]),
      ),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 4 unread' }));
    const row = (n: number) =>
      screen.getByRole('button', { name: new RegExp(`^Open HC-${String(n)}:`) }).parentElement!;
    expect(await within(row(2001)).findByText('Booked')).toBeInTheDocument();
    expect(within(row(2002)).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row(2003)).getByText('Expired')).toBeInTheDocument();
    for (const label of ['Booked', 'Cancelled', 'Expired'])
      expect(within(row(2004)).queryByText(label)).not.toBeInTheDocument();
  });

  it('loads older alerts with Load more (before the last one shown)', async () => {
    const newest = createAlert({ loadNumber: 3001 });
    const oldest = createAlert({ loadNumber: 3002 });
    const { requests } = stubFetch(({ url }) =>
      url.includes('before=')
        ? jsonResponse(200, alertsPage([oldest], { unread: 2 }))
        : jsonResponse(200, alertsPage([newest], { unread: 2, hasMore: true })),
    );
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('button', { name: /^Open HC-3002:/ })).toBeInTheDocument();
    expect(inboxRequests(requests).at(-1)?.url).toBe(`/api/trucker/alerts?before=${newest.id}&limit=20`);
    expect(screen.getByRole('button', { name: /^Open HC-3001:/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks an alert read and opens its load on Available Loads', async () => {
    const alert = createAlert({ loadNumber: 4001 });
    const { requests } = stubFetch(({ url }) =>
      url === '/api/trucker/alerts/read'
        ? jsonResponse(200, { unread: 0 })
        : jsonResponse(200, alertsPage([alert])),
    );
    const { user, router } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: /^Open HC-4001:/ }));

    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/trucker/loads?load=${alert.loadId}`,
      );
    });
    expect(screen.queryByRole('dialog', { name: 'Load alerts' })).not.toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/trucker/alerts/read')?.body).toEqual({ ids: [alert.id] });
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('shows why the inbox could not load', async () => {
    stubFetch(() => problemResponse(403, { code: 'onboarding_required', detail: 'Finish onboarding first' }));
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts' }));
    expect(await screen.findByText('Could not load your alerts.')).toBeInTheDocument();
    expect(screen.getByText('Finish onboarding first')).toBeInTheDocument();
  });

  it('is not there for brokers, who ask nothing', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, alertsPage([])));
    renderBell('broker');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('live alerts', () => {
  it('puts a new alert on top, bumps the count and toasts it with View load', async () => {
    const alert = createAlert({ loadNumber: 5001, readAt: null });
    const stored = [createAlert({ loadNumber: 5000 })];
    const { requests } = stubFetch(({ url }) =>
      url === '/api/trucker/alerts/read'
        ? jsonResponse(200, { unread: 1 })
        : jsonResponse(200, alertsPage(stored)),
    );
    const { user, router } = renderBell();
    await screen.findByRole('button', { name: 'Alerts, 1 unread' });

    stored.unshift(alert);
    emitLive(`user:${TRUCKER_ID}`, 'alert.created', alert);
    expect(
      await screen.findByText('New 92% match: Houston, TX → San Antonio, TX · $3.10/mi'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alerts, 2 unread' })).toBeInTheDocument();
    // Delivered twice (e.g. a reconnect): counted once.
    emitLive(`user:${TRUCKER_ID}`, 'alert.created', alert);
    expect(screen.getByRole('button', { name: 'Alerts, 2 unread' })).toBeInTheDocument();
    expect(inboxRequests(requests)).toHaveLength(1);

    // sonner's toast buttons need pointer capture, which jsdom lacks: a plain click.
    fireEvent.click(screen.getByRole('button', { name: 'View load' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?load=${alert.loadId}`);
    });
    expect(requests.find((r) => r.url === '/api/trucker/alerts/read')?.body).toEqual({ ids: [alert.id] });

    await user.click(screen.getByRole('button', { name: 'Alerts, 1 unread' }));
    const list = await screen.findByRole('list', { name: 'Load alerts' });
    const rows = within(list).getAllByRole('button', { name: /^Open HC-/ });
    expect(rows.map((b) => b.getAttribute('aria-label')?.slice(0, 12))).toEqual([
      'Open HC-5001',
      'Open HC-5000',
    ]);
  });

  it('files an alert from quiet hours in the inbox without a toast', async () => {
    const stored: LoadAlert[] = [];
    stubFetch(() => jsonResponse(200, alertsPage(stored)));
    const { user } = renderBell();
    await screen.findByRole('button', { name: 'Alerts' });
    const quiet = createAlert({ loadNumber: 6001, silent: true });
    stored.push(quiet);
    emitLive(`user:${TRUCKER_ID}`, 'alert.created', quiet);

    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByText(/^New 92% match/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alerts, 1 unread' }));
    expect(await screen.findByRole('button', { name: /^Open HC-6001:/ })).toBeInTheDocument();
  });

  it('takes the count from alert.read (another tab) and refetches the inbox', async () => {
    let unread = 3;
    const { requests } = stubFetch(() => jsonResponse(200, alertsPage([createAlert()], { unread })));
    renderBell();
    await screen.findByRole('button', { name: 'Alerts, 3 unread' });
    unread = 0;
    emitLive(`user:${TRUCKER_ID}`, 'alert.read', { unread: 0 });
    expect(await screen.findByRole('button', { name: 'Alerts' })).toBeInTheDocument();
    await waitFor(() => {
      expect(inboxRequests(requests)).toHaveLength(2);
    });
  });

  it('refetches the inbox when an alerted load changes on the board, not for other loads', async () => {
    const alert = createAlert({ loadNumber: 7001 });
    let status: 'active' | 'booked' = 'active';
    const { requests } = stubFetch(() => jsonResponse(200, alertsPage([{ ...alert, loadStatus: status }])));
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Alerts, 1 unread' }));
    await screen.findByRole('button', { name: /^Open HC-7001:/ });
    // Opening the inbox refreshed it once.
    await waitFor(() => {
      expect(inboxRequests(requests)).toHaveLength(2);
    });

    emitLive('loads', 'load.posted', { id: '7a1d3c5e-2b4f-4a6c-8d0e-00000000ffff', status: 'active' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(inboxRequests(requests)).toHaveLength(2);

    status = 'booked';
    emitLive('loads', 'load.removed', { id: alert.loadId, status: 'booked' });
    const row = () => screen.getByRole('button', { name: /^Open HC-7001:/ }).parentElement!;
    await waitFor(() => {
      expect(within(row()).getByText('Booked')).toBeInTheDocument();
    });
    expect(inboxRequests(requests)).toHaveLength(3);
  });
});
