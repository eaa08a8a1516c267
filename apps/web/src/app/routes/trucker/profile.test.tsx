import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { createRating, createSummary, receivedRatings } from '@/features/ratings/testing/factories';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

const TRUCKER = { id: '00000000-0000-4000-8000-000000000002', email: 'ray@example.test' };

describe('/trucker/profile', () => {
  // Lazy routes compile on first use: compile this one up front, so the first test does not wait for it.
  beforeAll(async () => {
    await import('./profile');
  }, 30_000);

  it('shows the ratings brokers gave the trucker under the lane profile', async () => {
    const rating = createRating({
      raterRole: 'broker',
      stars: 5,
      comment: 'Early at pickup, photo on the proof.',
      rater: {
        id: '00000000-0000-4000-8000-000000000003',
        name: 'Dana Broker',
        companyName: 'Lone Star Freight LLC',
      },
    });
    stubFetch(({ url }) =>
      url.startsWith('/api/ratings/received?')
        ? jsonResponse(
            200,
            receivedRatings([rating], createSummary({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] })),
          )
        : jsonResponse(404, {}),
    );
    renderApp({ route: '/trucker/profile', role: 'trucker', user: TRUCKER });
    const section = await screen.findByRole('region', { name: 'Your ratings' });
    const summary = await within(section).findByRole('region', { name: 'Your rating' });
    expect(within(summary).getByText('5.0')).toBeInTheDocument();
    expect(within(summary).getByText('from 1 rating')).toBeInTheDocument();
    const list = within(section).getByRole('list', { name: 'Received ratings' });
    expect(within(list).getByText('Early at pickup, photo on the proof.')).toBeInTheDocument();
    expect(list).toHaveTextContent('from Dana Broker (Lone Star Freight LLC)');
  });
});
