import type { PaymentAccountStatus } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { emitLive } from '@/testing/live';
import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { TruckerEarnings } from './trucker-earnings';

const NONE: PaymentAccountStatus = {
  provider: 'sandbox',
  accountId: null,
  readiness: 'not_started',
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  updatedAt: null,
};
const ONBOARDING: PaymentAccountStatus = {
  ...NONE,
  accountId: 'acct_sbx_00112233445566ff',
  readiness: 'onboarding',
  updatedAt: '2026-11-23T12:00:00.000Z',
};
const READY: PaymentAccountStatus = {
  ...ONBOARDING,
  readiness: 'ready',
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
};
const LINK = 'http://localhost:3000/sandbox/connect/acct_sbx_00112233445566ff?token=abc';

const renderEarnings = () =>
  renderWithProviders(<TruckerEarnings email="ray@rayhauling.example" companyName="Ray Hauling" />, {
    role: 'trucker',
  });

describe('TruckerEarnings', () => {
  it('puts the payout account first and opens the provider’s onboarding from "Set up payouts"', async () => {
    let status = NONE;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        status = ONBOARDING;
        return jsonResponse(201, {
          account_id: ONBOARDING.accountId,
          account_link_url: LINK,
          readiness: 'onboarding',
        });
      }
      return jsonResponse(200, status);
    });
    const tab = { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderEarnings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Earnings' })).toBeInTheDocument();
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('Ray Hauling')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(LINK));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/payments/account',
      body: { email: 'ray@rayhauling.example', company_name: 'Ray Hauling', country: 'US' },
    });
    expect(await screen.findByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
  });

  it('updates the status live when the provider reports the account ready', async () => {
    let status = ONBOARDING;
    stubFetch(() => jsonResponse(200, status));
    renderEarnings();
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();

    status = READY;
    emitLive('user:test-user', 'payment-account.updated', { readiness: 'ready' });
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set up payouts|Continue setup/ })).not.toBeInTheDocument();
  });

  it('shows the earnings figures it is given below the payout account', async () => {
    stubFetch(() => jsonResponse(200, NONE));
    renderWithProviders(
      <TruckerEarnings
        email="ray@rayhauling.example"
        companyName="Ray Hauling"
        figures={<section aria-label="Figures">$12.00 paid</section>}
      />,
      { role: 'trucker' },
    );
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('$12.00 paid')).toBeInTheDocument();
    expect(screen.getByText('Ray Hauling').compareDocumentPosition(figures)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
