import type { TruckerLoad } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { alertsPage, createAlert } from '@/features/alerts/testing/factories';
import { createSummary, receivedRatings } from '@/features/ratings/testing/factories';
import { createSpeedScore } from '@/features/speed-score/testing/factories';
import { createMatch, createMatchedLoad, matchesResult } from '@/features/matching/testing/factories';
import { jsonResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderApp } from '@/testing/test-utils';

const TRUCKER = { id: '00000000-0000-4000-8000-000000000002', email: 'lena@example.test' };

describe('trucker dashboard', () => {
  it('ranks AI-matched loads with Book and a countdown, re-ranks live, and has the alert bell', async () => {
    let items: TruckerLoad[] = [createMatchedLoad({ number: 1301 })];
    const { requests } = stubFetch(({ url }) => {
      if (url.startsWith('/api/trucker/matches?')) return jsonResponse(200, matchesResult(items));
      if (url.startsWith('/api/trucker/alerts?'))
        return jsonResponse(200, alertsPage([createAlert()], { unread: 1 }));
      return jsonResponse(404, {});
    });
    renderApp({ route: '/trucker', role: 'trucker', user: TRUCKER });

    const card = await screen.findByRole('region', { name: 'AI-matched loads' });
    const first = await within(card).findByRole('button', { name: 'Book HC-1301' });
    expect(first).toBeEnabled();
    expect(within(card).getByText(/^1h 5\dm$/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Alerts, 1 unread' })).toBeInTheDocument();

    const matches = () => requests.filter((r) => r.url.startsWith('/api/trucker/matches?'));
    const before = matches().length;
    items = [createMatchedLoad({ number: 1302, match: createMatch({ score: 97 }) }), ...items];
    emitLive('loads', 'load.posted', { id: items[0]!.id, status: 'active' });
    expect(await within(card).findByRole('button', { name: 'Book HC-1302' })).toBeInTheDocument();
    const rows = within(within(card).getByRole('list', { name: 'AI-matched loads' })).getAllByRole('button', {
      name: /^Book HC-/,
    });
    expect(rows.map((b) => b.getAttribute('aria-label'))).toEqual(['Book HC-1302', 'Book HC-1301']);
    expect(within(card).getByText('97% match')).toBeInTheDocument();
    await waitFor(() => {
      expect(matches()).toHaveLength(before + 1);
    });

    // A booked load leaves the list at once, before the refetch.
    emitLive('loads', 'load.removed', { id: items[1]!.id, status: 'booked' });
    await waitFor(() => {
      expect(within(card).queryByRole('button', { name: 'Book HC-1301' })).not.toBeInTheDocument();
    });
  });

  it('shows the rating, speed score and rank from the APIs, or what is missing', async () => {
    let rated = true;
    stubFetch(({ url }) => {
      if (url.startsWith('/api/ratings/received?'))
        return jsonResponse(
          200,
          receivedRatings(
            [],
            rated ? createSummary({ average: 4.8, count: 15, change: 0.2 }) : createSummary(),
          ),
        );
      if (url === '/api/trucker/score')
        return jsonResponse(
          200,
          rated
            ? createSpeedScore({ score: 88, change: null })
            : createSpeedScore({
                score: null,
                enoughData: false,
                bookings: 0,
                rank: null,
                earlyAccess: false,
              }),
        );
      if (url.startsWith('/api/trucker/matches?')) return jsonResponse(200, matchesResult([]));
      return jsonResponse(404, {});
    });
    const view = renderApp({ route: '/trucker', role: 'trucker', user: TRUCKER });
    const standing = await screen.findByRole('region', { name: 'Your standing' });
    expect(await within(standing).findByText('4.8')).toBeInTheDocument();
    expect(within(standing).getByText('from 15 ratings · +0.2 vs previous 30 days')).toBeInTheDocument();
    expect(await within(standing).findByText('88')).toBeInTheDocument();
    expect(within(standing).getByText('top 8%')).toBeInTheDocument();
    expect(within(standing).getByRole('link', { name: 'Rank' })).toHaveAttribute('href', '/trucker/score');
    view.unmount();

    rated = false;
    renderApp({ route: '/trucker', role: 'trucker', user: TRUCKER });
    const empty = await screen.findByRole('region', { name: 'Your standing' });
    expect(await within(empty).findByText('No ratings yet')).toBeInTheDocument();
    expect(await within(empty).findByText('Not enough data yet')).toBeInTheDocument();
    expect(within(empty).getByText('Not ranked yet')).toBeInTheDocument();
  });
});
