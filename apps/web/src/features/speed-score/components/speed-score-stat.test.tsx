import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createSpeedScore } from '../testing/factories';
import { BrokerSpeedScoreCard } from './broker-speed-score-card';
import { SpeedRankStat, SpeedScoreStat } from './speed-score-stat';

function renderTruckerStats() {
  return renderWithProviders(
    <StatGrid label="Your standing">
      <SpeedScoreStat role="trucker" href="/trucker/score" />
      <SpeedRankStat href="/trucker/score" />
    </StatGrid>,
    { role: 'trucker' },
  );
}

describe('speed score on the dashboards', () => {
  it("shows the trucker's score with its change and the rank with early access", async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createSpeedScore({ score: 92, change: -3 })));
    renderTruckerStats();
    const grid = screen.getByRole('region', { name: 'Your standing' });
    expect(await within(grid).findByText('92')).toBeInTheDocument();
    expect(within(grid).getByText('out of 100 · −3 vs 4 weeks ago')).toBeInTheDocument();
    expect(within(grid).getByText('top 8%')).toBeInTheDocument();
    expect(
      within(grid).getByText('#3 of 40 active truckers · Early access to premium freight'),
    ).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Speed score' })).toHaveAttribute('href', '/trucker/score');
    // One request serves both cards.
    expect(requests.map((r) => r.url)).toEqual(['/api/trucker/score']);
  });

  it('says "Not enough data yet" and "Not ranked yet" before the trucker has enough bookings', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createSpeedScore({
          score: null,
          enoughData: false,
          bookings: 2,
          rank: null,
          earlyAccess: false,
          change: null,
        }),
      ),
    );
    renderTruckerStats();
    expect(await screen.findByText('Not enough data yet')).toBeInTheDocument();
    expect(
      screen.getByText('A score needs 3 bookings in the last 90 days; you have 2 bookings, 1 more to go.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Not ranked yet')).toBeInTheDocument();
  });

  it("shows the broker's score card with its parts from GET /api/broker/score", async () => {
    const { requests } = stubFetch(() =>
      jsonResponse(
        200,
        createSpeedScore({
          role: 'broker',
          score: 74,
          rank: { position: 2, of: 9, topPercent: 23 },
          earlyAccess: false,
          components: [
            {
              key: 'confirm_delivery',
              label: 'Confirming deliveries',
              description: 'Time from delivery to confirmation',
              weight: 40,
              value: 0.75,
              detail: 'median 3 h 10 min',
              samples: 6,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<BrokerSpeedScoreCard />, { role: 'broker' });
    const card = await screen.findByRole('region', { name: 'Your speed score' });
    expect(await within(card).findByLabelText('Speed score 74 out of 100')).toBeInTheDocument();
    expect(within(card).getByText('#2 of 9 active brokers')).toBeInTheDocument();
    expect(within(card).getByRole('meter', { name: 'Confirming deliveries' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(within(card).getByText(/median 3 h 10 min/)).toBeInTheDocument();
    expect(within(card).queryByText('Early access to premium freight')).not.toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/broker/score');
  });
});
