import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { fakeAccount, meBody, PUBLIC_CONFIG, sessionResponse } from '@/testing/auth-fixtures';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { createTestAuthClient, renderApp } from '@/testing/test-utils';

function stubPublicConfig() {
  return stubFetch(({ url }) =>
    url.endsWith('/api/public-config') ? jsonResponse(200, PUBLIC_CONFIG) : jsonResponse(404, {}),
  );
}

describe('route guards', () => {
  // The routes are lazy: compile the ones these tests open once up front, so a slow first
  // compile does not eat the first test's time.
  beforeAll(async () => {
    await Promise.all([import('./app-layout'), import('./auth'), import('./onboarding')]);
  }, 30_000);

  it('sends an unauthenticated visitor of a role area to /auth with a way back', async () => {
    stubPublicConfig();
    const { router } = renderApp({ route: '/broker/loads' });
    expect(await screen.findByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=%2Fbroker%2Floads');
    expect(screen.queryByText('My Loads is coming soon')).not.toBeInTheDocument();
  });

  it.each([
    ['trucker', '/admin'],
    ['broker', '/trucker/loads'],
    ['admin', '/broker'],
  ] as const)('refuses a %s in %s', async (role, route) => {
    renderApp({ route, role });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`signed in as a ${role}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', `/${role}`);
  });

  it('lets a role into its own area', async () => {
    renderApp({ route: '/trucker/loads', role: 'trucker' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Available loads' })).toBeInTheDocument();
  });

  it.each(['broker', 'trucker'] as const)(
    'shows a %s the contracts dashboard at /dashboard',
    async (role) => {
      const { router } = renderApp({ route: '/dashboard', role });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Contracts dashboard' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('sends an admin (party to no contract) from /dashboard to /admin', async () => {
    const { router } = renderApp({ route: '/dashboard', role: 'admin' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin');
    });
  });

  it('sends a signed-in user away from /auth to the redirect target', async () => {
    const { router } = renderApp({ route: '/auth?redirect=%2Fbroker%2Fchat', role: 'broker' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/broker/chat');
    });
  });

  it('shows a spinner, not the page, while the session loads', async () => {
    const auth = createTestAuthClient();
    // The client never answers: the session stays unknown.
    auth.onAuthStateChange = () => ({
      data: { subscription: { id: 'x', callback: () => {}, unsubscribe: () => {} } },
    });
    renderApp({ route: '/broker', auth, clientSession: true });
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard is coming soon')).not.toBeInTheDocument();
  });

  it('sends someone who signs out on a guarded page home, not to sign in', async () => {
    const account = fakeAccount('trucker', 'ray@example.test');
    stubFetch(({ url }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.includes('/auth/v1/logout')) return new Response(null, { status: 204 });
      if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account));
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    const { router } = renderApp({ route: '/trucker/history', auth, clientSession: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery history' })).toBeInTheDocument();

    // The session ends before any navigation away (e.g. signed out in another tab).
    await auth.signOut();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.search).toBe('');
  });

  it('sends a trucker who has not finished onboarding from a trucker page to /onboarding', async () => {
    const account = fakeAccount('trucker', 'sam@example.test');
    stubFetch(({ url }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account, { onboardingComplete: false }));
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    const { router } = renderApp({ route: '/trucker/loads', auth, clientSession: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your trucker profile' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('rereads the profile when the API answers onboarding_required, then sends the trucker to /onboarding', async () => {
    const account = fakeAccount('trucker', 'sam@example.test');
    let onboarded = true; // the cached profile is stale: onboarding is not complete on the server
    stubFetch(({ url }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.endsWith('/api/me'))
        return jsonResponse(200, meBody(account, { onboardingComplete: onboarded }));
      if (url.includes('/api/')) {
        onboarded = false;
        return problemResponse(403, { code: 'onboarding_required', detail: 'Complete onboarding first' });
      }
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    const { router } = renderApp({ route: '/trucker/bookings', auth, clientSession: true });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/onboarding');
    });
  });

  it('offers a role-less account the role chooser, saves the choice and goes on with that role', async () => {
    const account = fakeAccount(null, 'google.user@example.test');
    let role: 'broker' | null = null;
    const { requests } = stubFetch(({ url, method }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.endsWith('/api/me/role') && method === 'POST') {
        role = 'broker';
        return jsonResponse(200, meBody({ ...account, role }, { onboardingComplete: false }));
      }
      if (url.endsWith('/api/me'))
        return jsonResponse(200, meBody({ ...account, role }, { onboardingComplete: false }));
      if (url.endsWith('/api/broker/me'))
        return jsonResponse(200, { registered: false, broker: null, application: null, canPost: false });
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });

    const { router, user } = renderApp({ route: '/dashboard', auth, clientSession: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How will you use HaulClub?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');

    await user.click(screen.getByRole('button', { name: /Broker/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register your brokerage' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(within(screen.getByRole('banner')).getByText('BROKER')).toBeInTheDocument();
    const chosen = requests.find((request) => request.url.endsWith('/api/me/role'));
    expect(chosen?.body).toEqual({ role: 'broker' });
  });
});
