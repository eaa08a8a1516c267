import type { PaymentAccountStatus } from '@haulclub/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderApp, renderWithProviders } from '@/testing/test-utils';

import { PayoutStatusCard } from './payout-status-card';

const PENDING: PaymentAccountStatus = {
  provider: 'stripe',
  accountId: 'acct_1PqRsTuVwXyZ',
  readiness: 'pending_review',
  detailsSubmitted: true,
  chargesEnabled: false,
  payoutsEnabled: false,
  updatedAt: '2025-05-01T12:00:00.000Z',
};

describe('PayoutStatusCard', () => {
  it('shows the readiness, what it means, the account id and every stage', async () => {
    stubFetch(() => jsonResponse(200, PENDING));
    renderWithProviders(<PayoutStatusCard />, { role: 'broker' });

    expect(
      await screen.findAllByText(
        'Your details are in. The provider is reviewing them before it enables payouts.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByText('acct_1PqRsTuVwXyZ')).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    const stages = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(stages).toHaveLength(4);
    expect(stages.find((s) => s.getAttribute('aria-current') === 'step')).toHaveTextContent('Pending review');
  });

  it('has no account id before set-up', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        ...PENDING,
        provider: 'sandbox',
        accountId: null,
        readiness: 'not_started',
        updatedAt: null,
      }),
    );
    renderWithProviders(<PayoutStatusCard />, { role: 'broker' });
    expect(await screen.findAllByText('Not started')).not.toHaveLength(0);
    expect(screen.queryByText('Account ID')).not.toBeInTheDocument();
  });

  it('says when the status cannot be loaded and retries on request', async () => {
    let fail = true;
    stubFetch(() =>
      fail ? problemResponse(500, { code: 'internal_error', detail: 'Oops' }) : jsonResponse(200, PENDING),
    );
    const { user } = renderWithProviders(<PayoutStatusCard />, { role: 'broker' });
    expect(
      await screen.findByText('Could not load your payout status.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('acct_1PqRsTuVwXyZ')).toBeInTheDocument();
  });

  it('is part of /broker/payments with the set-up card', async () => {
    stubFetch((request) =>
      request.url === '/api/payments/account'
        ? jsonResponse(200, PENDING)
        : problemResponse(404, { code: 'not_found', detail: 'Not found' }),
    );
    renderApp({ route: '/broker/payments', role: 'broker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payments' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Payout status')).toBeInTheDocument();
    expect(screen.getByText('Payout account')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Check status' })).toBeInTheDocument();
  });
});
