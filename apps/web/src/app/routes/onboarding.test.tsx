import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { createBrokerStatus } from '@/features/membership/testing/factories';
import { fakeAccount, meBody, PUBLIC_CONFIG, sessionResponse } from '@/testing/auth-fixtures';
import { jsonResponse, stubFetch } from '@/testing/http';
import { createTestAuthClient, renderApp } from '@/testing/test-utils';

const PAYMENT_ACCOUNT = {
  provider: 'sandbox',
  accountId: null,
  readiness: 'not_started',
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  updatedAt: null,
};

describe('/onboarding', () => {
  // The routes are lazy: compile them once up front so the first test does not time out.
  beforeAll(async () => {
    await Promise.all([import('./app-layout'), import('./onboarding'), import('./auth')]);
  }, 30_000);

  it('gives a trucker the company step first', async () => {
    stubFetch(() => jsonResponse(404, {}));
    renderApp({ route: '/onboarding', role: 'trucker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up your trucker profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
  });

  it('gives a registered broker the payment setup with the payout card', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/broker/me') return jsonResponse(200, createBrokerStatus());
      if (url === '/api/payments/account') return jsonResponse(200, PAYMENT_ACCOUNT);
      return jsonResponse(404, {});
    });
    renderApp({ route: '/onboarding', role: 'broker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register your brokerage' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Freight LLC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Finish/ })).toBeInTheDocument();
  });

  it('sends a user whose onboarding is complete on to /dashboard (the contracts dashboard)', async () => {
    const account = fakeAccount('trucker');
    stubFetch(({ url }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account, { onboardingComplete: true }));
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    const { router } = renderApp({ route: '/onboarding', auth, clientSession: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('takes the role from the profile and shows the flow while onboarding is incomplete', async () => {
    const account = fakeAccount('broker');
    stubFetch(({ url }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url.endsWith('/api/me')) return jsonResponse(200, meBody(account, { onboardingComplete: false }));
      if (url === '/api/broker/me')
        return jsonResponse(200, createBrokerStatus({ registered: false, application: null }));
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    renderApp({ route: '/onboarding', auth, clientSession: true });
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create Broker Profile/ })).toBeDisabled();
  });

  it('ends trucker onboarding with an optional payout setup, then the dashboard', async () => {
    const account = fakeAccount('trucker');
    let complete = false;
    stubFetch(({ url, method }) => {
      if (url.includes('/auth/v1/token')) return sessionResponse(account);
      if (url === '/api/onboarding/trucker' && method === 'POST') {
        complete = true;
        return jsonResponse(200, meBody(account, { onboardingComplete: true }));
      }
      if (url.endsWith('/api/me'))
        return jsonResponse(200, meBody(account, { onboardingComplete: complete }));
      if (url === '/api/payments/account') return jsonResponse(200, PAYMENT_ACCOUNT);
      return jsonResponse(404, {});
    });
    const auth = createTestAuthClient();
    await auth.signInWithPassword({ email: account.email, password: 'whatever-1' });
    const { router, user } = renderApp({ route: '/onboarding', auth, clientSession: true });

    await user.type(await screen.findByLabelText('Company name'), 'Ray Hauling');
    await user.type(screen.getByLabelText('Home city'), 'Houston');
    await user.selectOptions(screen.getByLabelText('Home state'), 'TX');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.selectOptions(await screen.findByLabelText('Truck type'), 'Dry Van');
    await user.click(screen.getByRole('button', { name: /Complete/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You’re all set' })).toBeInTheDocument();
    expect(screen.getByText(/Optional: set up payouts now/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up payouts' })).toBeInTheDocument();
    expect(screen.getByText('Ray Hauling')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');

    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    // /dashboard (the contracts dashboard, or on to /trucker where it only redirects).
    await waitFor(() => expect(['/dashboard', '/trucker']).toContain(router.state.location.pathname));
  });

  it('shows the role chooser to an account without a role', async () => {
    stubFetch(() => jsonResponse(404, {}));
    renderApp({ route: '/onboarding', user: { id: 'x', email: 'google.user@example.test' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How will you use HaulClub?' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /auth and back afterwards', async () => {
    stubFetch(() => jsonResponse(200, PUBLIC_CONFIG));
    const { router } = renderApp({ route: '/onboarding' });
    expect(
      await screen.findByRole('tab', { name: 'Sign In', selected: true }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=%2Fonboarding');
  });
});
