import type { ContractView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createContract } from '../testing/factories';
import { ContractDetail } from './contract-detail';

const signatures: ContractView['signatures'] = [
  { party: 'trucker', fullName: 'Ray Delgado', signedAt: '2026-03-02T12:30:00.000Z', termsSha256: 'ab' },
  { party: 'broker', fullName: 'Dana Whitfield', signedAt: '2026-03-02T12:40:00.000Z', termsSha256: 'ab' },
];
const base = createContract();
const SIGNED: ContractView = {
  ...base,
  status: 'signed',
  signedAt: '2026-03-02T12:40:00.000Z',
  signatures,
  yourParty: 'broker',
  yourShareCents: 25_000,
};
const HELD: ContractView = {
  ...SIGNED,
  escrowStatus: 'held',
  escrow: { ...SIGNED.escrow, fundedAt: '2026-03-02T13:00:00.000Z' },
};
const DELIVERED: ContractView = {
  ...HELD,
  escrow: {
    ...HELD.escrow,
    pickedUpAt: '2026-03-03T15:00:00.000Z',
    deliveredAt: new Date(Date.now() - 3_600_000).toISOString(),
    releaseDueAt: new Date(Date.now() + 23 * 3_600_000).toISOString(),
  },
};

/** The contract at GET, `post` for POSTs. */
function stub(
  contract: ContractView,
  post: (r: RecordedRequest) => Response = () => jsonResponse(200, contract),
) {
  return stubFetch((request) => {
    if (request.method === 'POST') return post(request);
    return jsonResponse(200, contract);
  });
}

function render(contract: ContractView) {
  return renderWithProviders(<ContractDetail id={contract.id} provider="sandbox" />, {
    route: `/contract/${contract.id}`,
    role: contract.yourParty === 'trucker' ? 'trucker' : 'broker',
  });
}

async function openFund() {
  const { user } = render(SIGNED);
  await user.click(await screen.findByRole('button', { name: 'Fund Escrow' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fund escrow' });
  expect(within(dialog).getByText(/4242 4242 4242 4242 \(succeeds\)/)).toBeInTheDocument();
  expect(within(dialog).getByText(/4000 0000 0000 0002 \(declined\)/)).toBeInTheDocument();
  return { user, dialog };
}

async function fillCard(
  user: Awaited<ReturnType<typeof openFund>>['user'],
  dialog: HTMLElement,
  number: string,
) {
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry month'), '12');
  await user.type(within(dialog).getByLabelText('Expiry year'), String(new Date().getFullYear() + 2));
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Fund Escrow' }));
}

describe('Fund Escrow', () => {
  it('validates the card with the shared schema, then pays and says Funds Secured', async () => {
    const { requests } = stub(SIGNED, () =>
      jsonResponse(200, {
        payment: {
          id: 'f0000000-0000-4000-8000-000000000001',
          attempt: 1,
          status: 'succeeded',
          amountCents: 250_000,
          cardLast4: '4242',
          failureMessage: null,
          createdAt: '2026-03-02T13:00:00.000Z',
        },
        contractId: SIGNED.id,
        status: 'signed',
        escrowStatus: 'held',
      }),
    );
    const { user, dialog } = await openFund();
    await user.click(within(dialog).getByRole('button', { name: 'Fund Escrow' }));
    expect(await within(dialog).findByText('Card number must be 13 to 19 digits')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await fillCard(user, dialog, '4242 4242 4242 4242');
    expect(await screen.findByText('Escrow funded: Funds Secured')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(`/api/contracts/${SIGNED.id}/fund`);
    expect(post?.body).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a declined card is the Payment Error toast with the card message; escrow stays pending', async () => {
    stub(SIGNED, () =>
      problemResponse(402, {
        code: 'payment_declined',
        title: 'Payment declined',
        detail: 'Your card was declined.',
      }),
    );
    const { user, dialog } = await openFund();
    await fillCard(user, dialog, '4000000000000002');
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Fund escrow' })).toBeInTheDocument();
  });

  it('a server failure without a message says "Failed to create payment"', async () => {
    stub(SIGNED, () => problemResponse(500, { code: 'internal_error', detail: 'Internal server error' }));
    const { user, dialog } = await openFund();
    await fillCard(user, dialog, '4242424242424242');
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to create payment')).toBeInTheDocument();
  });

  it('is offered to the broker only: the trucker sees Funds Secured before pickup', async () => {
    stub({ ...HELD, yourParty: 'trucker', yourShareCents: 200_000 });
    render({ ...HELD, yourParty: 'trucker' });
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(within(escrow).getByText('Funds Secured')).toBeInTheDocument();
    expect(within(escrow).getByText(/You can pick the load up/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fund Escrow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute' })).not.toBeInTheDocument();
  });
});

describe('Stripe', () => {
  it('says funding is not available on this screen instead of offering a card form it cannot use', async () => {
    stub(SIGNED);
    renderWithProviders(<ContractDetail id={SIGNED.id} provider="stripe" />, {
      route: `/contract/${SIGNED.id}`,
      role: 'broker',
    });
    expect(
      await screen.findByText('Funding with Stripe is not available on this screen yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fund Escrow' })).not.toBeInTheDocument();
  });
});

describe('Dispute', () => {
  it('is offered after delivery with the deadline; a reason is required', async () => {
    const { requests } = stub(DELIVERED, () =>
      jsonResponse(200, {
        ...DELIVERED,
        escrow: {
          ...DELIVERED.escrow,
          dispute: {
            reason: 'Crushed pallets',
            openedAt: new Date().toISOString(),
            resolution: null,
            resolvedAt: null,
          },
        },
      }),
    );
    const { user } = render(DELIVERED);
    const escrow = await screen.findByRole('region', { name: 'Escrow' });
    expect(within(escrow).getByText('Dispute or release by')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel contract' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this delivery' });
    expect(within(dialog).getByText(/You can dispute until/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Crushed pallets');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await screen.findByText('Dispute opened: an admin will review it')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Crushed pallets' });
  });
});

describe('Cancel contract', () => {
  it('explains the TONU fee to a broker cancelling after the trucker signed', async () => {
    const { requests } = stub(HELD, () =>
      jsonResponse(200, { ...HELD, status: 'cancelled', escrowStatus: 'refunded' }),
    );
    const { user } = render(HELD);
    await user.click(await screen.findByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this contract' });
    expect(within(dialog).getByText(/TONU\) fee of \$150\.00 from escrow/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Shipper postponed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    expect(await screen.findByText('Contract cancelled')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/contracts/${HELD.id}/cancel`,
      body: { reason: 'Shipper postponed' },
    });
  });

  it("tells the trucker it is refunded and shows the server's refusal", async () => {
    const mine = { ...HELD, yourParty: 'trucker' as const, yourShareCents: 200_000 };
    stub(mine, () => problemResponse(409, { code: 'conflict', detail: 'The load was already picked up' }));
    const { user } = render(mine);
    await user.click(await screen.findByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this contract' });
    expect(within(dialog).getByText(/refunded to the broker’s card/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Truck broke down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel contract' }));
    expect(await screen.findByText('The load was already picked up')).toBeInTheDocument();
  });
});
