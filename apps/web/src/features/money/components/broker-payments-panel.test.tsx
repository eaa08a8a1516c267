import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { brokerPaymentsWithMoney, emptyBrokerPayments } from '../testing/factories';
import { BrokerPaymentsPanel } from './broker-payments-panel';

const renderPanel = (provider: 'sandbox' | 'stripe' | undefined = 'sandbox') =>
  renderWithProviders(<BrokerPaymentsPanel provider={provider} />, { role: 'broker' });

describe('BrokerPaymentsPanel', () => {
  it('shows escrow per contract, the charges with the decline and a receipt, and the refunds from the data', async () => {
    stubFetch(() => jsonResponse(200, brokerPaymentsWithMoney()));
    renderPanel();

    const escrow = await screen.findByRole('region', { name: 'Escrow of your contracts' });
    const escrowRow = within(escrow).getAllByRole('row')[1]!;
    expect(within(escrowRow).getByRole('link', { name: 'C-7' })).toHaveAttribute(
      'href',
      '/contract/c0000000-0000-4000-8000-000000000001',
    );
    expect(within(escrowRow).getByText('$1,234.57')).toBeInTheDocument();
    expect(within(escrowRow).getByText('Funds Secured')).toBeInTheDocument();
    expect(within(escrowRow).getByText('In dispute')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Your card charges' });
    const [, succeeded, declined] = within(history).getAllByRole('row');
    expect(within(succeeded!).getByText('Succeeded')).toBeInTheDocument();
    expect(within(succeeded!).getByText('•••• 4242')).toBeInTheDocument();
    expect(within(succeeded!).getByRole('button', { name: 'Receipt for C-7' })).toBeInTheDocument();
    expect(within(declined!).getByText('Declined')).toBeInTheDocument();
    expect(within(declined!).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(declined!).queryByRole('button', { name: /Receipt/ })).not.toBeInTheDocument();

    const refunds = screen.getByRole('region', { name: 'Your refunds' });
    expect(within(refunds).getByText('$850.00')).toBeInTheDocument();
    expect(within(refunds).getByText('Refunded')).toBeInTheDocument();
    // No payouts yet: the list says what will appear.
    expect(
      screen.getByText(/When a contract you funded is released, your 10% appears here/),
    ).toBeInTheDocument();
  });

  it('opens the receipt of a succeeded charge with the signed-in request', async () => {
    const { requests } = stubFetch(({ url }) =>
      url.includes('/receipt')
        ? new Response('<html>receipt</html>', { status: 200, headers: { 'content-type': 'text/html' } })
        : jsonResponse(200, brokerPaymentsWithMoney()),
    );
    const tab = { location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:receipt' }));
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Receipt for C-7' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:receipt'));
    expect(
      requests.some((r) => r.url === '/api/broker/payments/a9000000-0000-4000-8000-000000000002/receipt'),
    ).toBe(true);
  });

  it('says honestly what each empty list will show, and names the sandbox test cards', async () => {
    stubFetch(() => jsonResponse(200, emptyBrokerPayments()));
    renderPanel('sandbox');
    expect(await screen.findByText(/Each booking of your loads becomes a contract/)).toBeInTheDocument();
    expect(
      screen.getByText(/When you fund a contract’s escrow, the charge and its receipt appear here/),
    ).toBeInTheDocument();
    expect(screen.getByText(/If a funded contract is cancelled/)).toBeInTheDocument();
    const funding = screen.getByRole('region', { name: 'Funding methods' });
    expect(within(funding).getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(within(funding).getByText(/no real card is charged/)).toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('states Stripe card entry when Stripe is the provider, without sandbox cards', async () => {
    stubFetch(() => jsonResponse(200, emptyBrokerPayments()));
    renderPanel('stripe');
    const funding = await screen.findByRole('region', { name: 'Funding methods' });
    expect(within(funding).getByText('Card through Stripe')).toBeInTheDocument();
    expect(within(funding).queryByText('4242 4242 4242 4242')).not.toBeInTheDocument();
  });

  it('refreshes live when a contract of the broker changes, and shows a load failure with a retry', async () => {
    let fail = true;
    const { requests } = stubFetch(() =>
      fail
        ? problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side.' })
        : jsonResponse(200, brokerPaymentsWithMoney()),
    );
    const { user } = renderPanel();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Escrow of your contracts' })).toBeInTheDocument();
    const before = requests.length;
    emitLive('user:test-user', 'contract.updated', {
      id: 'c0000000-0000-4000-8000-000000000001',
      status: 'signed',
      escrowStatus: 'released',
      signedParties: ['broker', 'trucker'],
    });
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
