import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { emptyTruckerEarnings, truckerEarnings } from '../testing/factories';
import { TruckerEarningsPanel } from './trucker-earnings-panel';

const renderPanel = () => renderWithProviders(<TruckerEarningsPanel />, { role: 'trucker' });

describe('TruckerEarningsPanel', () => {
  it('shows Paid, In escrow and Pending from the data, each with what it means', async () => {
    stubFetch(() => jsonResponse(200, truckerEarnings()));
    renderPanel();
    const stats = screen.getByRole('region', { name: 'Your earnings at a glance' });
    expect(await within(stats).findByText('$987.66')).toBeInTheDocument();
    expect(within(stats).getByText('$1,600.00')).toBeInTheDocument();
    expect(within(stats).getByText('$550.00')).toBeInTheDocument();
    for (const label of ['Paid', 'In escrow', 'Pending'])
      expect(within(stats).getByText(label)).toBeInTheDocument();
    expect(
      within(stats).getByText(/signed contracts not yet funded, plus released money not yet paid out/),
    ).toBeInTheDocument();
  });

  it('lists each load with the share and payout, and gives the weekly chart an accessible summary and table', async () => {
    stubFetch(() => jsonResponse(200, truckerEarnings()));
    renderPanel();
    const table = await screen.findByRole('region', { name: 'Your earnings per load' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'C-7' })).toBeInTheDocument();
    expect(within(row).getByText('Dallas, TX → Houston, TX')).toBeInTheDocument();
    expect(within(row).getByText('Payment Released')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();

    const chart = screen.getByRole('region', { name: 'Paid per week' });
    expect(within(chart).getByText('Total paid in the last 12 weeks: $987.66.')).toBeInTheDocument();
    const figures = within(chart).getByRole('table', { name: 'Paid per week, as a table' });
    const rows = within(figures).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[12]!).getByText('$987.66')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$0.00')).toBeInTheDocument();
  });

  it('shows zeros and says what will appear when nothing has been earned yet', async () => {
    stubFetch(() => jsonResponse(200, emptyTruckerEarnings()));
    renderPanel();
    expect(
      await screen.findByText(/When you book a load, its contract and your 80% appear here/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing paid in the last 12 weeks yet/)).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your earnings at a glance' });
    expect(within(stats).getAllByText('$0.00')).toHaveLength(3);
  });

  it('refreshes when a contract changes live', async () => {
    let data = emptyTruckerEarnings();
    stubFetch(() => jsonResponse(200, data));
    renderPanel();
    expect(await screen.findByText(/Nothing paid in the last 12 weeks yet/)).toBeInTheDocument();
    data = truckerEarnings();
    emitLive('user:test-user', 'contract.updated', {
      id: 'c0000000-0000-4000-8000-000000000001',
      status: 'executed',
      escrowStatus: 'released',
      signedParties: ['broker', 'trucker'],
    });
    expect(await screen.findByText('Total paid in the last 12 weeks: $987.66.')).toBeInTheDocument();
  });
});
