import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderApp, renderWithProviders } from '@/testing/test-utils';

import { SandboxOnboarding } from './sandbox-onboarding';

const ACCOUNT = 'acct_sbx_0123456789abcdef';
const TOKEN = 'tok-abc_123';
const PAGE = {
  accountId: ACCOUNT,
  email: 'rita@lonestar.example',
  businessName: 'Lone Star Logistics',
  country: 'US',
  expiresAt: '2025-05-01T13:00:00.000Z',
};
const RETURN_URL = 'http://localhost:3000/broker/payments';

function renderPage(token = TOKEN, options: { role?: 'trucker' | 'broker' } = {}) {
  return renderWithProviders(<SandboxOnboarding accountId={ACCOUNT} token={token} />, options);
}

async function fillBank(user: ReturnType<typeof renderPage>['user'], routing: string, account: string) {
  await user.type(screen.getByLabelText('Routing number'), routing);
  await user.type(screen.getByLabelText('Account number'), account);
  await user.click(screen.getByRole('button', { name: 'Enable payouts' }));
}

describe('SandboxOnboarding', () => {
  it('is labelled as a simulation, with the test values, and checks the routing number before sending', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, PAGE));
    const { user } = renderPage();

    expect(await screen.findByText('Simulation')).toBeInTheDocument();
    expect(screen.getByText(/simulates the payment provider’s hosted onboarding/)).toBeInTheDocument();
    expect(screen.getByText(/110000000.*000123456789/)).toBeInTheDocument();
    expect(screen.getByLabelText('Legal business name')).toHaveValue('Lone Star Logistics');
    expect(requests[0]?.url).toBe(`/api/sandbox/connect/${ACCOUNT}?token=${TOKEN}`);

    await fillBank(user, '123456789', '12');
    expect(await screen.findByText('This is not a valid ABA routing number')).toBeInTheDocument();
    expect(screen.getByText('Account number must be 4 to 17 digits')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('submits the details with the token and shows "Payouts are set up" with a link back', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(200, { returnUrl: RETURN_URL }) : jsonResponse(200, PAGE),
    );
    const { user } = renderPage();

    await screen.findByLabelText('Routing number');
    await fillBank(user, '110000000', '000123456789');

    expect(await screen.findByRole('heading', { name: 'Payouts are set up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', RETURN_URL);
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      url: `/api/sandbox/connect/${ACCOUNT}/complete`,
      method: 'POST',
      body: {
        token: TOKEN,
        legalName: 'Lone Star Logistics',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    });
  });

  it("shows the server's field errors under the fields", async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? problemResponse(400, {
            code: 'validation_failed',
            detail: 'routingNumber: This routing number is not accepted',
            errors: [{ field: 'routingNumber', message: 'This routing number is not accepted' }],
          })
        : jsonResponse(200, PAGE),
    );
    const { user } = renderPage();
    await screen.findByLabelText('Routing number');
    await fillBank(user, '110000000', '000123456789');
    expect(await screen.findByText('This routing number is not accepted')).toBeInTheDocument();
  });

  it('explains an expired or used link (410) and links back to Payments', async () => {
    stubFetch(() =>
      problemResponse(410, {
        code: 'gone',
        detail: 'This onboarding link has expired or was already used. Go back to HaulClub to get a new one.',
      }),
    );
    renderPage();
    expect(await screen.findByText('This onboarding link has expired')).toBeInTheDocument();
    expect(screen.getByText(/already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute(
      'href',
      '/broker/payments',
    );
  });

  it('sends a trucker back to Earnings after onboarding', async () => {
    const earnings = 'http://localhost:3000/trucker/earnings';
    stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(200, { returnUrl: earnings }) : jsonResponse(200, PAGE),
    );
    const { user } = renderPage(TOKEN, { role: 'trucker' });
    await screen.findByLabelText('Routing number');
    await fillBank(user, '110000000', '000123456789');
    expect(await screen.findByRole('link', { name: 'Back to Earnings' })).toHaveAttribute('href', earnings);
  });

  it('links a signed-in trucker with a broken link back to Earnings', async () => {
    stubFetch(() => jsonResponse(200, PAGE));
    renderPage('', { role: 'trucker' });
    expect(await screen.findByRole('link', { name: 'Back to Earnings' })).toHaveAttribute(
      'href',
      '/trucker/earnings',
    );
  });

  it('refuses a link without a token without asking the server', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, PAGE));
    renderPage('');
    expect(await screen.findByText('This onboarding link does not work')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('is routed at /sandbox/connect/:accountId for anyone', async () => {
    stubFetch((request) =>
      request.url.startsWith('/api/sandbox/connect/')
        ? jsonResponse(200, PAGE)
        : problemResponse(404, { code: 'not_found', detail: 'Not found' }),
    );
    renderApp({ route: `/sandbox/connect/${ACCOUNT}?token=${TOKEN}` });
    expect(
      await screen.findByRole('heading', { name: 'Set up payouts' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Payout onboarding (sandbox)'));
  });
});
