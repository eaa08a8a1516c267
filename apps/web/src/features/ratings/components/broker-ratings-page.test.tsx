import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderApp } from '@/testing/test-utils';

import { createRating, createSummary, receivedRatings } from '../testing/factories';

const BROKER = { id: '00000000-0000-4000-8000-000000000003', email: 'dana@example.test' };

const SUMMARY = createSummary({
  average: 4.3,
  count: 12,
  last30Average: 4.5,
  last30Count: 4,
  previous30Average: 4.2,
  previous30Count: 5,
  change: 0.3,
  distribution: [0, 1, 1, 3, 7],
});
SUMMARY.weekly[11] = { weekStart: SUMMARY.weekly[11]!.weekStart, average: 4.5, count: 2 };

const FIRST = createRating({
  stars: 5,
  comment: 'Quick to confirm, paid fast.',
  loadNumber: 1042,
  lane: 'Dallas, TX → Houston, TX',
  rater: { id: '00000000-0000-4000-8000-000000000002', name: 'Ray Hauler', companyName: 'Ray Hauling' },
  updatedAt: '2026-03-05T10:00:00.000Z',
});

describe('/broker/ratings', () => {
  // Lazy routes compile on first use: compile this one up front, so the first test does not wait for it.
  beforeAll(async () => {
    await import('@/app/routes/broker/ratings');
  }, 30_000);

  it('shows the average with count and trend, the distribution and each received rating', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/ratings/received?')
        ? jsonResponse(200, receivedRatings([FIRST], SUMMARY, { total: 1 }))
        : jsonResponse(404, {}),
    );
    renderApp({ route: '/broker/ratings', role: 'broker', user: BROKER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ratings' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(summary).getByText('4.3')).toBeInTheDocument();
    expect(within(summary).getByText('from 12 ratings')).toBeInTheDocument();
    expect(within(summary).getByText('+0.3 vs previous 30 days')).toBeInTheDocument();
    const bars = within(summary).getByRole('list', { name: 'Ratings by stars' });
    expect(within(bars).getByText('5 ★: 7 ratings')).toBeInTheDocument();
    expect(within(bars).getByText('2 ★: 1 rating')).toBeInTheDocument();
    expect(within(bars).getByText('1 ★: 0 ratings')).toBeInTheDocument();

    const chart = screen.getByRole('region', { name: 'Weekly average' });
    expect(within(chart).getByRole('table', { name: 'Weekly average rating' })).toBeInTheDocument();
    expect(within(chart).getByRole('cell', { name: '4.5' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Received ratings' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(within(item).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(item).getByText('Quick to confirm, paid fast.')).toBeInTheDocument();
    expect(within(item).getByText('HC-1042')).toBeInTheDocument();
    expect(item).toHaveTextContent('Dallas, TX → Houston, TX');
    expect(item).toHaveTextContent('from Ray Hauler (Ray Hauling)');
    expect(within(item).getByText('Mar 5, 2026')).toBeInTheDocument();
  });

  it('says "No ratings yet" without ratings and pages through many', async () => {
    const { requests } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/ratings/received?')) return jsonResponse(404, {});
      return jsonResponse(200, receivedRatings([], createSummary()));
    });
    renderApp({ route: '/broker/ratings', role: 'broker', user: BROKER });
    const summary = await screen.findByRole('region', { name: 'Your rating' });
    expect(within(summary).getByText('No ratings yet')).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Received ratings' });
    expect(within(list).getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('No ratings in these weeks yet.')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/ratings/received?page=1&pageSize=20');
  });

  it('moves to the next page of ratings', async () => {
    const { requests } = stubFetch(({ url }) => {
      if (!url.startsWith('/api/ratings/received?')) return jsonResponse(404, {});
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const rating = createRating({ comment: `Comment on page ${String(page)}` });
      return jsonResponse(200, receivedRatings([rating], SUMMARY, { total: 25, page }));
    });
    const { user } = renderApp({ route: '/broker/ratings', role: 'broker', user: BROKER });
    expect(await screen.findByText('Comment on page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2 · 25 in all')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Comment on page 2')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/ratings/received?page=2&pageSize=20');
  });

  it('shows a new rating live when rating.updated arrives', async () => {
    let ratings = [FIRST];
    let summary = SUMMARY;
    stubFetch(({ url }) =>
      url.startsWith('/api/ratings/received?')
        ? jsonResponse(200, receivedRatings(ratings, summary))
        : jsonResponse(404, {}),
    );
    renderApp({ route: '/broker/ratings', role: 'broker', user: BROKER });
    await screen.findByText('Quick to confirm, paid fast.');

    const fresh = createRating({ stars: 2, comment: 'Slow to confirm delivery.', loadNumber: 1077 });
    ratings = [fresh, FIRST];
    summary = { ...SUMMARY, average: 4.1, count: 13 };
    emitLive(`user:${BROKER.id}`, 'rating.updated', fresh);

    expect(await screen.findByText('Slow to confirm delivery.')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Your rating' });
    await waitFor(() => {
      expect(within(region).getByText('4.1')).toBeInTheDocument();
    });
    expect(within(region).getByText('from 13 ratings')).toBeInTheDocument();
    expect(screen.getByText('HC-1077')).toBeInTheDocument();
  });
});
