import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createSummary, receivedRatings } from '../testing/factories';
import { RatingStat } from './rating-stat';

const USER = { id: '00000000-0000-4000-8000-000000000003', email: 'dana@example.test' };

function renderStat() {
  return renderWithProviders(
    <StatGrid label="Your standing">
      <RatingStat href="/broker/ratings" />
    </StatGrid>,
    { role: 'broker', user: USER },
  );
}

describe('RatingStat', () => {
  it('shows the average to one decimal with the count and the change vs the previous 30 days, live', async () => {
    let summary = createSummary({ average: 4.0, count: 7, change: -0.2 });
    const { requests } = stubFetch(() => jsonResponse(200, receivedRatings([], summary)));
    renderStat();
    const grid = screen.getByRole('region', { name: 'Your standing' });
    expect(await within(grid).findByText('4.0')).toBeInTheDocument();
    expect(within(grid).getByText('from 7 ratings · −0.2 vs previous 30 days')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Average rating' })).toHaveAttribute(
      'href',
      '/broker/ratings',
    );
    expect(requests[0]?.url).toBe('/api/ratings/received?page=1&pageSize=1');

    summary = createSummary({ average: 4.1, count: 8, change: 0.1 });
    emitLive(`user:${USER.id}`, 'rating.updated', {});
    expect(await within(grid).findByText('4.1')).toBeInTheDocument();
    expect(within(grid).getByText('from 8 ratings · +0.1 vs previous 30 days')).toBeInTheDocument();
  });

  it('says "No ratings yet" without ratings, and the count alone without a trend', async () => {
    let summary = createSummary();
    stubFetch(() => jsonResponse(200, receivedRatings([], summary)));
    renderStat();
    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.queryByText(/from \d+ rating/)).not.toBeInTheDocument();

    summary = createSummary({ average: 5, count: 1, change: null });
    emitLive(`user:${USER.id}`, 'rating.updated', {});
    expect(await screen.findByText('5.0')).toBeInTheDocument();
    expect(screen.getByText('from 1 rating')).toBeInTheDocument();
  });

  it('says why the figure is missing when it fails to load', async () => {
    stubFetch(() => problemResponse(503, { code: 'UNAVAILABLE', detail: 'Ratings are unavailable' }));
    renderStat();
    await waitFor(() => {
      expect(screen.getByText('Ratings are unavailable')).toBeInTheDocument();
    });
  });
});
