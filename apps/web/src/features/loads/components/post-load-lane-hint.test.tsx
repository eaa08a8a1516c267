import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { LoadEstimate } from '@haulclub/shared';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { createLoadLaneRate, laneRateWithAverage } from '@/testing/market';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerStatus, createEstimate, DALLAS, HOUSTON } from '../testing/factories';
import { PostLoadView } from './post-load-view';

type EstimateBody = { equipment?: string; rateCents?: number; miles?: number };

/** The estimate answers with the lane figure once an equipment is sent, compared with the rate when one is. */
function stubApi(laneRate: (body: EstimateBody) => LoadEstimate['laneRate']) {
  return stubFetch((request: RecordedRequest) => {
    if (request.url === '/api/broker/me') return jsonResponse(200, createBrokerStatus({ verified: true }));
    if (request.url === '/api/broker/loads/estimate') {
      const body = request.body as EstimateBody;
      return jsonResponse(200, createEstimate(290, body.equipment ? laneRate(body) : null));
    }
    return problemResponse(404, { code: 'not_found', detail: 'Not found' });
  });
}

const estimates = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url === '/api/broker/loads/estimate')
    .map((r) => r.body as EstimateBody);

async function fillLane(user: UserEvent) {
  await screen.findByRole('button', { name: 'Post Load' });
  for (const [name, place] of [
    ['Pickup', DALLAS],
    ['Delivery', HOUSTON],
  ] as const) {
    const stop = screen.getByRole('group', { name });
    await user.type(within(stop).getByLabelText('City'), place.city);
    await user.selectOptions(within(stop).getByLabelText('State'), place.state);
    await user.type(within(stop).getByLabelText('ZIP'), place.zip);
  }
  await screen.findByText('Estimated 290 road miles (straight line × 1.2)');
  await user.selectOptions(screen.getByLabelText('Equipment'), 'Flatbed');
}

const hint = () => screen.getByRole('status', { name: 'Lane average' });

describe('Post Load: the lane average while the broker types the rate', () => {
  it('shows what the lane pays and how the typed rate compares, from the estimate API', async () => {
    const { requests } = stubApi((body) => laneRateWithAverage(305, body.rateCents ? -10 : null));
    const { user } = renderWithProviders(<PostLoadView />, { route: '/broker/post-load', role: 'broker' });
    await fillLane(user);

    await waitFor(() => {
      expect(hint()).toHaveTextContent('The lane pays $3.05/mi on average (30 days).');
    });
    expect(hint()).toHaveTextContent(
      'Dallas, TX area (752) → Houston, TX area (770), from 12 bookings by 4 brokers.',
    );
    expect(hint()).not.toHaveTextContent('Your rate');
    expect(estimates(requests)).toContainEqual({
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
      equipment: 'Flatbed',
      miles: 290,
    });

    await user.type(screen.getByLabelText('Total rate (USD)'), '800');
    await waitFor(() => {
      expect(hint()).toHaveTextContent('Your rate is 10% below that.');
    });
    expect(estimates(requests).at(-1)).toMatchObject({ equipment: 'Flatbed', rateCents: 80_000, miles: 290 });
  });

  it('says "Not enough data yet" for a lane under the floor, with no figure', async () => {
    stubApi(() => createLoadLaneRate({ bookings: 3, brokers: 2 }));
    const { user } = renderWithProviders(<PostLoadView />, { route: '/broker/post-load', role: 'broker' });
    await fillLane(user);
    await user.type(screen.getByLabelText('Total rate (USD)'), '800');

    await waitFor(() => {
      expect(hint()).toHaveTextContent(
        'Dallas, TX area (752) → Houston, TX area (770): Not enough data yet for this lane and equipment.',
      );
    });
    expect(hint()).toHaveTextContent('So far: 3 bookings from 2 brokers.');
    expect(hint()).not.toHaveTextContent('$');
  });
});
