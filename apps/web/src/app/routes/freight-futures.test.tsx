import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { createFuture, createFutureList } from '@/features/futures/testing/factories';
import { fakeAccount, meBody, sessionResponse } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { createTestAuthClient, renderApp } from '@/testing/test-utils';

function stubFutures() {
  return stubFetch((request) => {
    if (request.url === '/api/broker/me')
      return jsonResponse(200, { registered: true, broker: null, application: null, canPost: true });
    if (request.url.startsWith('/api/futures?') || request.url.startsWith('/api/broker/futures'))
      return jsonResponse(200, createFutureList([createFuture({ equipment_fits: true })]));
    return jsonResponse(404, {});
  });
}

describe('/freight-futures', () => {
  // Lazy routes compile on first use: compile it up front, so the first test does not wait for it.
  beforeAll(async () => {
    await import('./freight-futures');
  }, 30_000);

  it.each([
    ['trucker', 'Trucker Panel'],
    ['broker', 'Broker Panel'],
  ] as const)('serves the Freight Futures screen to a %s, linked from the menu', async (role, panel) => {
    stubFutures();
    renderApp({ route: '/freight-futures', role });
    expect(await screen.findByRole('heading', { level: 1, name: 'Freight futures' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dallas, TX → Houston, TX' })).toBeInTheDocument();
    expect(screen.queryByText(/is not built yet/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: panel });
    expect(within(nav).getByRole('link', { name: 'Freight Futures' })).toHaveAttribute(
      'href',
      '/freight-futures',
    );
    expect(screen.queryAllByRole('button', { name: /^Lock In Rate/ })).toHaveLength(
      role === 'trucker' ? 1 : 0,
    );
    expect(screen.queryAllByRole('button', { name: 'Create Future' })).toHaveLength(
      role === 'broker' ? 1 : 0,
    );
    await waitFor(() => {
      expect(document.title).toBe('Freight Futures · HaulClub');
    });
  });

  it('lets an admin read the open futures', async () => {
    stubFutures();
    renderApp({ route: '/freight-futures', role: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Dallas, TX → Houston, TX' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Lock In Rate|Create Future|Withdraw/ }),
    ).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in and back', async () => {
    stubFutures();
    const { router } = renderApp({ route: '/freight-futures' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/freight-futures');
  });

  it('sends a broker still onboarding to their dashboard', async () => {
    const account = fakeAccount('broker', 'dana@example.test');
    stubFetch(({ url }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account, { onboardingComplete: false }));
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    const { router } = renderApp({ route: '/freight-futures', auth, clientSession: true });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/broker');
    });
  });
});
