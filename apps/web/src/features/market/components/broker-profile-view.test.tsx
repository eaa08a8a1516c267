import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerProfile } from '../testing/factories';
import { BrokerProfileView } from './broker-profile-view';

const ID = '9b1d3c5e-2b4f-4a6c-8d0e-000000000001';

function renderProfile() {
  return renderWithProviders(<BrokerProfileView id={ID} />, { route: `/brokers/${ID}`, role: 'trucker' });
}

describe('BrokerProfileView', () => {
  it('shows the company, MC, member since, verification, fairness, rating and lanes against their averages', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, createBrokerProfile()));
    renderProfile();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lone Star Freight LLC' }),
    ).toBeInTheDocument();
    expect(requests[0]?.url).toBe(`/api/brokers/${ID}`);
    expect(screen.getByText('MC 123456')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2026')).toBeInTheDocument();
    expect(screen.getByText('Verified broker')).toBeInTheDocument();

    const fairness = screen.getByRole('region', { name: 'Rates against the market' });
    expect(within(fairness).getByText('Fair payer')).toBeInTheDocument();
    expect(fairness).toHaveTextContent(
      'Posted rates average 3% above their lanes’ 90-day averages, over 11 loads of the last 90 days.',
    );
    const rating = screen.getByRole('region', { name: 'Rating from truckers' });
    expect(rating).toHaveTextContent('4.6 out of 5');
    expect(rating).toHaveTextContent('23 ratings');
    expect(rating).toHaveTextContent('41 loads posted in the last 90 days, 37 booked.');

    const lanes = within(screen.getByRole('region', { name: 'Most posted lanes (90 days)' })).getAllByRole(
      'listitem',
    );
    expect(lanes[0]).toHaveAccessibleName('Dallas, TX area (752) → Houston, TX area (770), Flatbed');
    expect(lanes[0]).toHaveTextContent('Their average$3.18/mi');
    expect(lanes[0]).toHaveTextContent('Lane average (90 days)$3.09/mi (31 bookings from 6 brokers)');
    expect(lanes[1]).toHaveTextContent('Not enough data yet');
    expect(lanes[1]).toHaveTextContent('So far: 4 bookings from 2 brokers.');
    await waitFor(() => {
      expect(document.title).toBe('Lone Star Freight LLC · Broker · HaulClub');
    });
  });

  it('says "No ratings yet" and "Not enough data yet" for a new broker, with no badge', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createBrokerProfile({
          verified: false,
          fairness: { badge: null, enoughData: false, comparedLoads: 0, averageDiffPercent: null },
          rating: { ...createBrokerProfile().rating, average: null, count: 0 },
          topLanes: [],
        }),
      ),
    );
    renderProfile();

    const rating = await screen.findByRole('region', { name: 'Rating from truckers' });
    expect(rating).toHaveTextContent('No ratings yet');
    const fairness = screen.getByRole('region', { name: 'Rates against the market' });
    expect(fairness).toHaveTextContent('Not enough data yet');
    expect(screen.queryByText('Fair payer')).not.toBeInTheDocument();
    expect(screen.queryByText('Below market')).not.toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    expect(screen.getByText('No loads posted in the last 90 days.')).toBeInTheDocument();
  });

  it('says there is no such broker on a 404', async () => {
    stubFetch(() => problemResponse(404, { code: 'not_found', detail: 'Broker not found' }));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'No broker with this link' })).toBeInTheDocument();
  });
});
