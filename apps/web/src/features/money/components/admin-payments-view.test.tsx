import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { adminPayments, disputeList, failedPayout, openDispute, payoutList } from '../testing/factories';
import { AdminPaymentsView } from './admin-payments-view';

type Handlers = Partial<Record<'payments' | 'payouts' | 'disputes', () => Response>> & {
  post?: (request: RecordedRequest) => Response;
};

function stubAdmin(h: Handlers = {}) {
  return stubFetch((request) => {
    if (request.method === 'POST') return h.post?.(request) ?? jsonResponse(200, {});
    if (request.url.startsWith('/api/admin/payouts'))
      return h.payouts?.() ?? jsonResponse(200, payoutList([]));
    if (request.url.startsWith('/api/admin/disputes'))
      return h.disputes?.() ?? jsonResponse(200, disputeList([]));
    return h.payments?.() ?? jsonResponse(200, adminPayments());
  });
}

const renderView = () => renderWithProviders(<AdminPaymentsView />, { role: 'admin' });

describe('AdminPaymentsView', () => {
  it('shows the escrow totals, the ledger summing to zero with its numbers, and the platform revenue', async () => {
    stubAdmin();
    renderView();
    const escrow = await screen.findByRole('region', { name: 'Escrow totals' });
    expect(within(escrow).getByText('$2,777.00')).toBeInTheDocument();
    expect(within(escrow).getByText('2 contracts')).toBeInTheDocument();
    expect(within(escrow).getByText('$850.00')).toBeInTheDocument();
    const ledger = screen.getByRole('region', { name: 'Ledger' });
    expect(within(ledger).getByRole('status')).toHaveTextContent('The ledger sums to zero');
    expect(within(ledger).getAllByText('0 ¢')).toHaveLength(2);
    expect(within(ledger).getByText('$153.45')).toBeInTheDocument();
    const reconciliation = screen.getByRole('region', { name: 'Reconciliation' });
    expect(within(reconciliation).getByText(/agree on all 5 contracts checked/)).toBeInTheDocument();
    expect(await screen.findByText(/No open payouts/)).toBeInTheDocument();
    expect(screen.getByText(/No disputes/)).toBeInTheDocument();
  });

  it('says when the ledger does not sum to zero, and lists reconciliation differences', async () => {
    stubAdmin({
      payments: () =>
        jsonResponse(
          200,
          adminPayments({
            ledger: {
              postedCents: 1,
              pendingCents: 0,
              balanced: false,
              platformRevenueCents: 0,
              differences: [],
            },
            reconciliation: {
              provider: 'sandbox',
              contractsWithMoney: 1,
              contractsChecked: 1,
              error: null,
              checkedAt: '2026-11-23T18:00:00.000Z',
              differences: [
                {
                  contractId: 'c0000000-0000-4000-8000-000000000001',
                  contractNumber: 7,
                  kind: 'refund',
                  ledgerCents: 0,
                  providerCents: 2_500,
                  inFlight: false,
                },
              ],
            },
          }),
        ),
    });
    renderView();
    const ledger = await screen.findByRole('region', { name: 'Ledger' });
    expect(within(ledger).getByRole('status')).toHaveTextContent('The ledger does not sum to zero');
    expect(within(ledger).getByText('1 ¢')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Differences between the ledger and the provider' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('C-7')).toBeInTheDocument();
    expect(within(row).getByText('Refunds')).toBeInTheDocument();
    expect(within(row).getByText('$25.00')).toBeInTheDocument();
    expect(within(row).getByText('Mismatch')).toBeInTheDocument();
  });

  it('retries a failed payout through the API and shows why it failed', async () => {
    let payouts = [failedPayout()];
    const { requests } = stubAdmin({
      payouts: () => jsonResponse(200, payoutList(payouts)),
      post: () => {
        const retried = failedPayout({ status: 'due', lastError: null });
        payouts = [retried];
        return jsonResponse(200, retried);
      },
    });
    const { user } = renderView();
    const queue = await screen.findByRole('region', { name: 'Open payouts' });
    expect(within(queue).getByText('Sandbox account cannot receive transfers')).toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: 'Retry payout to Ray Holt' }));
    await vi.waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.method === 'POST' && r.url === '/api/admin/payouts/c9000000-0000-4000-8000-000000000001/retry',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Payout queued again')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(queue).queryByRole('button', { name: /Retry payout/ })).not.toBeInTheDocument(),
    );
  });

  it('refuses a split that does not add up to the total, then resolves one that does', async () => {
    const { requests } = stubAdmin({
      disputes: () => jsonResponse(200, disputeList([openDispute()])),
      post: () => jsonResponse(200, openDispute({ open: false, resolution: 'split' })),
    });
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Resolve dispute on C-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the dispute on C-7' });
    await user.click(within(dialog).getByRole('radio', { name: 'Split' }));
    const trucker = within(dialog).getByLabelText('To the trucker ($)');
    const broker = within(dialog).getByLabelText('Refund to the broker ($)');
    const platform = within(dialog).getByLabelText('To HaulClub ($)');
    expect(trucker).toHaveValue('800.00');
    await user.clear(trucker);
    await user.type(trucker, '700');
    await user.type(within(dialog).getByLabelText('Note (kept in the audit log)'), 'Two pallets damaged');
    expect(within(dialog).getByText('Split $900.00 of $1,000.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(
      await within(dialog).findByText('The three parts must add up to the total, $1,000.00'),
    ).toBeInTheDocument();
    expect(trucker).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(broker);
    await user.type(broker, '200');
    await user.clear(platform);
    await user.type(platform, '100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/admin/contracts/c0000000-0000-4000-8000-000000000001/resolve');
    expect(post.body).toEqual({
      resolution: 'split',
      truckerCents: 70_000,
      brokerCents: 20_000,
      platformCents: 10_000,
      note: 'Two pallets damaged',
    });
    expect(await screen.findByText('Dispute resolved')).toBeInTheDocument();
  });

  it('sends a release with its note only, and shows the server’s field error under the field', async () => {
    const { requests } = stubAdmin({
      disputes: () => jsonResponse(200, disputeList([openDispute()])),
      post: () =>
        problemResponse(400, {
          code: 'validation_failed',
          detail: 'Check the highlighted fields',
          errors: [{ field: 'note', message: 'Note is too long' }],
        }),
    });
    const { user } = renderView();
    await user.click(await screen.findByRole('button', { name: 'Resolve dispute on C-7' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Note (kept in the audit log)'), 'Delivered fine');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve dispute' }));
    expect(await within(dialog).findByText('Note is too long')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      resolution: 'release',
      note: 'Delivered fine',
    });
  });

  it('refreshes on the admin topic when a contract changes', async () => {
    let data = adminPayments();
    stubAdmin({ payments: () => jsonResponse(200, data) });
    renderView();
    const ledger = await screen.findByRole('region', { name: 'Ledger' });
    expect(within(ledger).getByText('$153.45')).toBeInTheDocument();
    data = adminPayments({ ledger: { ...adminPayments().ledger, platformRevenueCents: 20_000 } });
    emitLive('admin', 'contract.updated', {
      id: 'c0000000-0000-4000-8000-000000000001',
      status: 'executed',
      escrowStatus: 'released',
      signedParties: ['broker', 'trucker'],
    });
    expect(await within(ledger).findByText('$200.00')).toBeInTheDocument();
  });
});
