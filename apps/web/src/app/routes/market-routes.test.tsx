import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  createBrokerProfile,
  createFairnessDetail,
  createLaneRates,
} from '@/features/market/testing/factories';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderApp } from '@/testing/test-utils';

function stubMarket() {
  return stubFetch((request) => {
    if (request.url.startsWith('/api/lane-rates?')) return jsonResponse(200, createLaneRates());
    if (request.url === '/api/broker/fairness') return jsonResponse(200, createFairnessDetail());
    if (request.url.startsWith('/api/brokers/')) return jsonResponse(200, createBrokerProfile());
    return jsonResponse(404, {});
  });
}

describe('market routes', () => {
  // Lazy routes compile on first use: compile them up front, so the first test does not wait for it.
  beforeAll(async () => {
    await Promise.all([import('./lane-rates'), import('./broker-profile'), import('./broker/standing')]);
  }, 30_000);

  it.each(['broker', 'trucker', 'admin'] as const)(
    'serves Lane Rates to a %s, linked from the menu, with the lane of the URL',
    async (role) => {
      stubMarket();
      renderApp({ route: '/lane-rates?origin=75201&destination=77002', role });
      expect(await screen.findByRole('heading', { level: 1, name: 'Lane rates' })).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Dallas, TX area (752) → Houston, TX area (770)' }),
      ).toBeInTheDocument();
      const nav = screen.getByRole('navigation', {
        name: `${role.charAt(0).toUpperCase()}${role.slice(1)} Panel`,
      });
      expect(within(nav).getByRole('link', { name: 'Lane Rates' })).toHaveAttribute('href', '/lane-rates');
      await waitFor(() => {
        expect(document.title).toBe('Lane Rates · HaulClub');
      });
    },
  );

  it.each(['/lane-rates?origin=75201&destination=77002', '/brokers/9b1d3c5e-2b4f-4a6c-8d0e-000000000001'])(
    'sends a visitor on %s to sign in and back',
    async (route) => {
      stubMarket();
      const { router } = renderApp({ route });
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/auth');
      });
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(route);
    },
  );

  it('serves a broker profile at /brokers/:id', async () => {
    stubMarket();
    renderApp({ route: '/brokers/9b1d3c5e-2b4f-4a6c-8d0e-000000000001', role: 'trucker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lone Star Freight LLC' }),
    ).toBeInTheDocument();
  });

  it('serves the broker’s rate standing at /broker/standing', async () => {
    stubMarket();
    renderApp({ route: '/broker/standing', role: 'broker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your rate standing' })).toBeInTheDocument();
    expect(await screen.findByText('Below market')).toBeInTheDocument();
  });
});
