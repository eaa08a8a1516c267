import type { PaymentAccountStatus } from '@haulclub/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { emitLive } from '@/testing/live';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { PayoutSetupCard } from './payout-setup-card';

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
  accountId: 'acct_sbx_0123456789abcdef',
  readiness: 'onboarding',
  updatedAt: '2025-05-01T12:00:00.000Z',
};
const READY: PaymentAccountStatus = {
  ...ONBOARDING,
  readiness: 'ready',
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
};
const LINK = 'http://localhost:3000/sandbox/connect/acct_sbx_0123456789abcdef?token=abc';
const CREATED = { account_id: ONBOARDING.accountId, account_link_url: LINK, readiness: 'onboarding' };

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  return { opener: {} as unknown, closed: false, close: vi.fn(), location: { replace: vi.fn() } };
}

function renderCard(props: { companyName?: string; onDone?: () => void } = {}) {
  return renderWithProviders(
    <PayoutSetupCard
      email="rita@lonestar.example"
      companyName={props.companyName ?? 'Lone Star Logistics'}
      {...(props.onDone ? { onDone: props.onDone } : {})}
    />,
    { role: 'broker' },
  );
}

describe('PayoutSetupCard', () => {
  it('creates the account with the spec body and opens the link in the tab it opened on click', async () => {
    let status = NONE;
    let release: (r: Response) => void = () => {};
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        status = ONBOARDING;
        return new Promise<Response>((resolve) => (release = resolve));
      }
      return jsonResponse(200, status);
    });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const onDone = vi.fn();
    const { user } = renderCard({ onDone });

    expect(await screen.findByText('Not started')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Logistics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));

    // The tab opened within the click, before the answer; it cannot reach back to this page.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(await screen.findByRole('button', { name: 'Opening…' })).toBeDisabled();
    release(jsonResponse(201, CREATED));

    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(LINK));
    expect(onDone).toHaveBeenCalledOnce();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      url: '/api/payments/account',
      method: 'POST',
      body: { email: 'rita@lonestar.example', company_name: 'Lone Star Logistics', country: 'US' },
    });
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
  });

  it('toasts "Stripe Setup Error" with the problem detail and closes the tab', async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? problemResponse(502, { code: 'bad_gateway', detail: 'Failed to create Stripe account' })
        : jsonResponse(200, NONE),
    );
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Stripe Setup Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create Stripe account')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('falls back to "Failed to create Stripe account" when the answer is not a problem', async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } })
        : jsonResponse(200, NONE),
    );
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Stripe Setup Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create Stripe account')).toBeInTheDocument();
  });

  it('offers a plain link when the browser blocks the new tab', async () => {
    stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(201, CREATED) : jsonResponse(200, NONE),
    );
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    const link = await screen.findByRole('link', { name: 'Open the onboarding page' });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks for a business name instead of sending an invalid body', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(201, CREATED) : jsonResponse(200, NONE),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    const { user } = renderCard({ companyName: '' });

    await user.click(await screen.findByRole('button', { name: 'Set up payouts' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText('Business name'), 'Red River Freight');
    await user.click(screen.getByRole('button', { name: 'Set up payouts' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      company_name: 'Red River Freight',
    });
  });

  it('checks the status with the provider on "Check status"', async () => {
    const { requests } = stubFetch((request) =>
      request.url === '/api/payments/account/refresh'
        ? jsonResponse(200, READY)
        : jsonResponse(200, ONBOARDING),
    );
    const { user } = renderCard();

    await user.click(await screen.findByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('Payouts are set up. Nothing more to do here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /set up|continue setup/i })).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/payments/account/refresh')).toBe(true);
  });

  it('toasts when the status check fails', async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? problemResponse(502, {
            code: 'service_unavailable',
            detail: 'Could not reach the payment provider.',
          })
        : jsonResponse(200, ONBOARDING),
    );
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Check status' }));
    expect(await screen.findByText('Stripe Setup Error')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the payment provider.')).toBeInTheDocument();
  });

  it('offers "Continue" to the onboarding step once payouts are ready', async () => {
    stubFetch(() => jsonResponse(200, READY));
    const onDone = vi.fn();
    const { user } = renderCard({ onDone });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("refetches when the server announces a change on the user's topic", async () => {
    let status = ONBOARDING;
    stubFetch(() => jsonResponse(200, status));
    renderCard();
    expect(await screen.findByText('Onboarding')).toBeInTheDocument();

    status = READY;
    emitLive('user:test-user', 'payment-account.updated', { readiness: 'ready' });
    expect(await screen.findByText('Ready')).toBeInTheDocument();
  });
});
