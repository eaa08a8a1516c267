import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createFairnessDetail } from '../testing/factories';
import { BrokerStandingCard } from './broker-standing-card';
import { BrokerStandingView } from './broker-standing-view';

describe('BrokerStandingView', () => {
  it('shows the badge, the average difference, the thresholds from the API and the loads lowest first', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createFairnessDetail({ belowMarketPercent: 20 })));
    renderWithProviders(<BrokerStandingView />, { route: '/broker/standing', role: 'broker' });

    expect(await screen.findByText('Below market')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/broker/fairness');
    expect(
      screen.getByText('Your posted rates average 17% below your lanes’ 90-day averages, over 3 loads.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Below market: they are 20% or more below, on average.')).toBeInTheDocument();

    const loads = within(screen.getByRole('region', { name: 'Loads compared, lowest first' })).getAllByRole(
      'listitem',
    );
    expect(loads).toHaveLength(3);
    expect(loads[0]).toHaveAccessibleName('Load HC-1201');
    expect(loads[0]).toHaveTextContent('Dallas, TX area (752) → Houston, TX area (770)');
    expect(loads[0]).toHaveTextContent('Your rate$2.40/mi');
    expect(loads[0]).toHaveTextContent('Lane average (90 days)$3.10/mi');
    expect(loads[0]).toHaveTextContent('Difference23% below the lane average');
    expect(loads[1]).toHaveTextContent('Differenceat the lane average');
    expect(loads[2]).toHaveTextContent('Difference5% above the lane average');
    expect(screen.queryByText(/furthest below their lanes/)).not.toBeInTheDocument();
  });

  it('says there is not enough data yet, and why, for a broker with too few compared loads', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createFairnessDetail({
          fairness: { badge: null, enoughData: false, comparedLoads: 1, averageDiffPercent: null },
          loads: [],
        }),
      ),
    );
    renderWithProviders(<BrokerStandingView />, { route: '/broker/standing', role: 'broker' });

    expect(await screen.findByText('No badge')).toBeInTheDocument();
    expect(screen.getByText('Not enough data yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1 of your loads of the last 90 days had a lane average to compare with; a standing needs at least 3.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'None of your loads of the last 90 days had a lane with enough bookings to compare with.',
      ),
    ).toBeInTheDocument();
  });
  it('shows the 20 lowest loads first and the rest on "Show more", saying when the API sent only some', async () => {
    const [first] = createFairnessDetail().loads;
    const loads = Array.from({ length: 23 }, (_, index) => ({
      ...first!,
      loadId: `5f1d3c5e-2b4f-4a6c-8d0e-${String(100 + index).padStart(12, '0')}`,
      number: 2000 + index,
      diffPercent: -30 + index,
    }));
    const fairness = {
      badge: 'below_market',
      enoughData: true,
      comparedLoads: 140,
      averageDiffPercent: -16,
    } as const;
    stubFetch(() => jsonResponse(200, createFairnessDetail({ fairness, loads })));
    const { user } = renderWithProviders(<BrokerStandingView />, {
      route: '/broker/standing',
      role: 'broker',
    });

    const region = await screen.findByRole('region', { name: 'Loads compared, lowest first' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    expect(within(region).getAllByRole('listitem')[0]).toHaveAccessibleName('Load HC-2000');
    expect(region).toHaveTextContent('The 23 furthest below their lanes of your 140 compared loads.');
    await user.click(within(region).getByRole('button', { name: 'Show 3 more loads' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(23);
    expect(within(region).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  });
});

describe('BrokerStandingCard', () => {
  it('shows a fair payer’s badge and figure, and links to the loads compared', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createFairnessDetail({
          fairness: { badge: 'fair_payer', enoughData: true, comparedLoads: 14, averageDiffPercent: 6 },
        }),
      ),
    );
    renderWithProviders(<BrokerStandingCard />, { route: '/broker', role: 'broker' });

    const card = await screen.findByRole('region', { name: 'Rate standing' });
    expect(await within(card).findByText('Fair payer')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Your posted rates average 6% above your lanes’ 90-day averages, over 14 loads.',
    );
    expect(within(card).getByRole('link', { name: 'See the loads compared' })).toHaveAttribute(
      'href',
      '/broker/standing',
    );
  });
});
