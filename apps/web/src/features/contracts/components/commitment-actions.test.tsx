import type { ContractView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { contractList, createFuturesContract } from '../testing/factories';
import { commitmentAbilities } from './commitment-actions';
import { ContractDetail } from './contract-detail';
import { ContractsDashboard } from './contracts-dashboard';

const HELD = createFuturesContract();
const asBroker = (c: ContractView): ContractView => ({ ...c, yourParty: 'broker', yourShareCents: 10_000 });
const STARTED: ContractView = { ...HELD, escrow: { ...HELD.escrow, pickedUpAt: '2026-03-03T14:00:00.000Z' } };
const COMPLETED: ContractView = {
  ...STARTED,
  escrow: {
    ...STARTED.escrow,
    deliveredAt: new Date(Date.now() - 3_600_000).toISOString(),
    releaseDueAt: new Date(Date.now() + 23 * 3_600_000).toISOString(),
  },
};

function stub(
  contract: ContractView,
  post: (r: RecordedRequest) => Response = () => jsonResponse(200, contract),
) {
  return stubFetch((request) => (request.method === 'POST' ? post(request) : jsonResponse(200, contract)));
}

/** The contract at GET, `after` once a POST (the step) answered it. */
function step(before: ContractView, after: ContractView) {
  let current = before;
  return stubFetch((request) => {
    if (request.method === 'POST') current = after;
    return jsonResponse(200, current);
  });
}

function render(contract: ContractView) {
  return renderWithProviders(<ContractDetail id={contract.id} provider="sandbox" />, {
    route: `/contract/${contract.id}`,
    role: contract.yourParty === 'broker' ? 'broker' : 'trucker',
  });
}

describe('CommitmentCard', () => {
  it('shows the freight future instead of a route: lane, truck type, rate, miles, dates and total', async () => {
    stub(HELD);
    render(HELD);
    const card = await screen.findByRole('region', { name: 'Commitment' });
    expect(screen.queryByRole('region', { name: 'Route' })).not.toBeInTheDocument();
    expect(within(card).getByText('Freight future F-12')).toBeInTheDocument();
    expect(within(card).getByText('Dallas, TX → Houston, TX')).toBeInTheDocument();
    expect(within(card).getByText('Reefer')).toBeInTheDocument();
    expect(within(card).getByText('$2.50/mi')).toBeInTheDocument();
    expect(within(card).getByText('400')).toBeInTheDocument();
    expect(within(card).getByText('Mar 3, 2026 – Apr 2, 2026')).toBeInTheDocument();
    expect(within(card).getByText('$1,000.00')).toBeInTheDocument();
  });

  it('a rate future has no dates', async () => {
    const rate = createFuturesContract({
      commitment: { ...HELD.commitment!, kind: 'rate_future', number: 3, startDate: null, endDate: null },
    });
    stub(rate);
    render(rate);
    const card = await screen.findByRole('region', { name: 'Commitment' });
    expect(within(card).getByText('Rate future R-3')).toBeInTheDocument();
    expect(within(card).queryByText('Dates')).not.toBeInTheDocument();
  });
});

describe('futures actions', () => {
  it('the trucker starts hauling once escrow is held; Started shows in the escrow card', async () => {
    const { requests } = step(HELD, STARTED);
    const { user } = render(HELD);
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(within(escrow).getByText(/so you can start hauling/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start hauling' }));
    expect(await screen.findByText('Hauling started')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe(`/api/contracts/${HELD.id}/start`);
    expect(await within(escrow).findByText('Started')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start hauling' })).not.toBeInTheDocument();
  });

  it('before the start date the trucker is told the day instead of offered the button', async () => {
    const later = createFuturesContract({}, '2099-05-01');
    stub(later);
    render(later);
    expect(await screen.findByText('You can start hauling on May 1, 2099.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start hauling' })).not.toBeInTheDocument();
  });

  it("the server's refusal is an Error toast with its message", async () => {
    stub(HELD, () =>
      problemResponse(409, {
        code: 'conflict',
        detail: 'This freight future starts on 2026-03-03: hauling can start from that day',
      }),
    );
    const { user } = render(HELD);
    await user.click(await screen.findByRole('button', { name: 'Start hauling' }));
    expect(
      await screen.findByText('This freight future starts on 2026-03-03: hauling can start from that day'),
    ).toBeInTheDocument();
  });

  it('the trucker marks it completed; confirming is left to the broker', async () => {
    const { requests } = step(STARTED, COMPLETED);
    const { user } = render(STARTED);
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText(/Marked completed/)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe(`/api/contracts/${HELD.id}/complete`);
    expect(screen.queryByRole('button', { name: 'Confirm completion' })).not.toBeInTheDocument();
  });

  it('the broker confirms a completed contract and may dispute it; nothing for the trucker to do', async () => {
    const broker = asBroker(COMPLETED);
    const released = { ...broker, escrowStatus: 'released' as const };
    const { requests } = step(broker, released);
    const { user } = render(broker);
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(within(escrow).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start hauling' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm completion' }));
    expect(await screen.findByText('Completion confirmed: the payment is released')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe(`/api/contracts/${HELD.id}/confirm`);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm completion' })).not.toBeInTheDocument(),
    );
  });

  it('offers each step to the right party at the right time', () => {
    const none = { start: false, startsOn: null, complete: false, confirm: false };
    expect(commitmentAbilities(HELD, '2026-03-03')).toEqual({ ...none, start: true });
    expect(commitmentAbilities(HELD, '2026-03-02')).toEqual({ ...none, startsOn: '2026-03-03' });
    expect(commitmentAbilities({ ...HELD, escrowStatus: 'pending' }, '2026-03-03')).toEqual(none);
    expect(commitmentAbilities(asBroker(HELD), '2026-03-03')).toEqual(none);
    expect(commitmentAbilities(STARTED, '2026-03-03')).toEqual({ ...none, complete: true });
    expect(commitmentAbilities(COMPLETED, '2026-03-03')).toEqual(none);
    expect(commitmentAbilities(asBroker(COMPLETED), '2026-03-03')).toEqual({ ...none, confirm: true });
    const disputed = asBroker({
      ...COMPLETED,
      escrow: {
        ...COMPLETED.escrow,
        dispute: {
          reason: 'Late',
          openedAt: COMPLETED.escrow.deliveredAt!,
          resolution: null,
          resolvedAt: null,
        },
      },
    });
    expect(commitmentAbilities(disputed, '2026-03-03')).toEqual(none);
    expect(commitmentAbilities({ ...HELD, status: 'cancelled' }, '2026-03-03')).toEqual(none);
  });

  it('Cancel asks for a reason and says the future is not offered again', async () => {
    const { requests } = stub(HELD, () =>
      jsonResponse(200, { ...HELD, status: 'cancelled', escrowStatus: 'refunded' }),
    );
    const { user } = render(HELD);
    await user.click(await screen.findByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this contract' });
    expect(within(dialog).getByText(/is not offered again/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/its booking and its load/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Lane dried up');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    expect(await screen.findByText('Contract cancelled')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/contracts/${HELD.id}/cancel`,
      body: { reason: 'Lane dried up' },
    });
  });

  it('the broker funds escrow until the completion is confirmed (no delivery to speak of)', async () => {
    const unfunded = asBroker({
      ...HELD,
      escrowStatus: 'pending',
      escrow: { ...HELD.escrow, fundedAt: null },
    });
    stub(unfunded);
    const { user } = render(unfunded);
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(within(escrow).getByText(/so the trucker can start hauling/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm completion' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fund Escrow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund escrow' });
    expect(within(dialog).getByText(/until you confirm completion/)).toBeInTheDocument();
  });

  it('Cancel is gone once hauling has started', async () => {
    stub(STARTED);
    render(STARTED);
    await screen.findByRole('button', { name: 'Mark completed' });
    expect(screen.queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
  });
});

describe('the contracts dashboard', () => {
  it('shows a futures contract with its kind and lane', async () => {
    stubFetch(({ url }) => {
      if (url.includes('/summary'))
        return jsonResponse(200, {
          totalEarningsCents: 0,
          activeContracts: 1,
          completedDeals: 0,
          averageRating: null,
          ratingCount: 0,
          ratingChange: null,
        });
      return jsonResponse(200, contractList(url.includes('tab=active') ? [HELD] : []));
    });
    renderWithProviders(<ContractsDashboard />, { route: '/dashboard', role: 'trucker' });
    const item = await screen.findByRole('article', {
      name: 'C-9 Freight future F-12 Dallas, TX → Houston, TX',
    });
    expect(within(item).getByText('Freight future F-12 ·')).toBeInTheDocument();
    expect(within(item).getByText('$800.00')).toBeInTheDocument();
  });
});
