import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { createBrokerFairness, laneRateWithAverage } from '@/testing/market';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerLoad, createTruckerLoad } from '../testing/factories';
import { LoadCard } from './load-card';
import { LoadsTable } from './loads-table';

describe('lane comparison and broker standing on loads', () => {
  it('shows the trucker the load against the lane average, links the lane and the broker, and the badge', async () => {
    stubFetch(() => jsonResponse(404, {}));
    const load = createTruckerLoad({
      number: 1042,
      ratePerMileCents: 285,
      laneRate: laneRateWithAverage(310, -8),
      brokerFairness: createBrokerFairness({
        badge: 'fair_payer',
        enoughData: true,
        comparedLoads: 9,
        averageDiffPercent: 2,
      }),
    });
    const { user } = renderWithProviders(<LoadCard load={load} />, {
      route: '/trucker/loads',
      role: 'trucker',
    });

    const card = screen.getByRole('article', { name: 'Dallas, TX → Houston, TX' });
    expect(within(card).getByText('$2.85/mi · 8% below the 30-day lane average')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Lane rates for Dallas, TX → Houston, TX' }),
    ).toHaveAttribute('href', '/lane-rates?origin=75201&destination=77002&equipment=Flatbed');
    expect(within(card).getByRole('link', { name: 'Lone Star Freight LLC' })).toHaveAttribute(
      'href',
      `/brokers/${load.broker.id}`,
    );
    expect(within(card).getByText('Fair payer')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Details of HC-1042' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$2.85/mi · 8% below the 30-day lane average')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Lone Star Freight LLC' })).toBeInTheDocument();
    expect(within(dialog).getByText('Fair payer')).toBeInTheDocument();
  });

  it('says "Not enough data yet" for a lane under the floor, and shows no badge without one', () => {
    stubFetch(() => jsonResponse(404, {}));
    renderWithProviders(<LoadCard load={createTruckerLoad()} />, {
      route: '/trucker/loads',
      role: 'trucker',
    });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Lane average: Not enough data yet')).toBeInTheDocument();
    expect(within(card).queryByText('Fair payer')).not.toBeInTheDocument();
    expect(within(card).queryByText('Below market')).not.toBeInTheDocument();
  });

  it('shows the broker each of their loads against the lane average under its rate', () => {
    stubFetch(() => jsonResponse(404, {}));
    const above = createBrokerLoad({ number: 1050, laneRate: laneRateWithAverage(300, 12) });
    const under = createBrokerLoad({ number: 1051 });
    renderWithProviders(<LoadsTable loads={[above, under]} viewer="broker" />, {
      route: '/broker/loads',
      role: 'broker',
    });
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('12% above the 30-day lane average');
    expect(
      within(first!).getByRole('link', { name: 'Lane rates for Dallas, TX → Houston, TX' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('Lane average: Not enough data yet');
  });
});
