import type { ContractView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createContract } from '../testing/factories';
import { ContractDetail } from './contract-detail';

const PENDING = createContract();
const url = `/api/contracts/${PENDING.id}`;

function renderDetail(role: 'trucker' | 'broker' = 'trucker') {
  return renderWithProviders(<ContractDetail id={PENDING.id} />, { route: `/contract/${PENDING.id}`, role });
}

describe('ContractDetail', () => {
  it('shows Loading contract..., then the route, the split, the terms and the escrow status', async () => {
    stubFetch(() => jsonResponse(200, PENDING));
    renderDetail();
    expect(screen.getByText('Loading contract...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract C-7' })).toBeInTheDocument();
    expect(screen.getByText('Pending Signature')).toBeInTheDocument();
    const route = screen.getByRole('region', { name: 'Route' });
    expect(within(route).getByText('Dallas, TX → Houston, TX')).toBeInTheDocument();
    expect(within(route).getByText('Flatbed')).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Financials' });
    for (const amount of ['$2,500.00', '$250.00'])
      expect(within(money).getAllByText(amount).length).toBeGreaterThan(0);
    expect(within(money).getAllByText('$2,000.00')).toHaveLength(2);
    expect(within(money).getByText('Payment Pending')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(within(terms).getByText(PENDING.terms.cancellationPolicy)).toBeInTheDocument();
    expect(within(terms).queryByRole('button', { name: 'Edit terms' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('signs with the typed full name; the other party signing appears live and the contract becomes Active', async () => {
    let current: ContractView = PENDING;
    const { requests } = stubFetch(({ method }) => {
      if (method === 'POST') {
        current = {
          ...PENDING,
          termsFrozenAt: '2026-03-02T12:30:00.000Z',
          signatures: [
            {
              party: 'trucker',
              fullName: 'Ray Delgado',
              signedAt: '2026-03-02T12:30:00.000Z',
              termsSha256: 'ab',
            },
          ],
        };
        return jsonResponse(200, current);
      }
      return jsonResponse(200, current);
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Sign Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign Contract' }));
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Full name'), 'Ray Delgado');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Contract signed successfully!')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ fullName: 'Ray Delgado' });
    const signatures = screen.getByRole('region', { name: 'Signatures' });
    expect(within(signatures).getByText(/Signed by Ray Delgado/)).toBeInTheDocument();
    expect(within(signatures).getByText('Awaiting signature')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Contract' })).not.toBeInTheDocument();

    current = {
      ...current,
      status: 'signed',
      signedAt: '2026-03-02T12:40:00.000Z',
      signatures: [
        ...current.signatures,
        {
          party: 'broker',
          fullName: 'Dana Whitfield',
          signedAt: '2026-03-02T12:40:00.000Z',
          termsSha256: 'ab',
        },
      ],
    };
    emitLive('user:test-user', 'contract.updated', {
      id: PENDING.id,
      status: 'signed',
      escrowStatus: 'pending',
      signedParties: ['trucker', 'broker'],
    });
    expect(await within(signatures).findByText(/Signed by Dana Whitfield/)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('shows the Error toast with the message when signing fails', async () => {
    stubFetch(({ method }) =>
      method === 'POST'
        ? problemResponse(409, { code: 'conflict', detail: 'This contract was cancelled' })
        : jsonResponse(200, PENDING),
    );
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Sign Contract' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full name'), 'Ray Delgado');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Contract' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('This contract was cancelled')).toBeInTheDocument();
  });

  it('lets the broker edit the terms before anyone signs', async () => {
    const mine = { ...PENDING, yourParty: 'broker' as const, yourShareCents: 25_000 };
    const { requests } = stubFetch(({ method, body }) =>
      method === 'PATCH' ? jsonResponse(200, { ...mine, terms: body }) : jsonResponse(200, mine),
    );
    const { user } = renderDetail('broker');
    await user.click(await screen.findByRole('button', { name: 'Edit terms' }));
    const field = screen.getByLabelText('Payment terms');
    await user.clear(field);
    await user.type(field, 'Paid on delivery.');
    await user.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Terms saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.url).toContain(url);
    expect(screen.getByText('Paid on delivery.')).toBeInTheDocument();
  });

  it('says "Contract not found" for a contract that is not yours', async () => {
    stubFetch(() => problemResponse(404, { code: 'not_found', detail: 'Contract not found' }));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });

  it('toasts the Error and goes back to /dashboard when the contract fails to load', async () => {
    stubFetch(() => problemResponse(500, { code: 'internal', detail: 'The server had a problem' }));
    const { router } = renderDetail();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('The server had a problem')).toBeInTheDocument();
  });
});
