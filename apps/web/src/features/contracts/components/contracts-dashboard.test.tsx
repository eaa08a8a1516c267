import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { contractList, createContract } from '../testing/factories';
import { ContractsDashboard } from './contracts-dashboard';

const ACTIVE = createContract({
  id: 'c0000000-0000-4000-8000-0000000000a1',
  number: 8,
  status: 'signed',
  signedAt: '2026-03-02T13:00:00.000Z',
});
const PENDING = createContract();
const SUMMARY = {
  totalEarningsCents: 0,
  activeContracts: 1,
  completedDeals: 0,
  averageRating: null,
  ratingCount: 0,
  ratingChange: null,
};

function renderDashboard(route = '/dashboard') {
  return renderWithProviders(<ContractsDashboard />, { route, role: 'trucker' });
}

describe('ContractsDashboard', () => {
  it('shows the four stat cards from live data, "No ratings yet", and active contracts with View Details', async () => {
    stubFetch(({ url }) => {
      if (url.includes('/summary')) return jsonResponse(200, SUMMARY);
      return jsonResponse(200, contractList(url.includes('tab=active') ? [ACTIVE] : []));
    });
    renderDashboard();
    const stats = screen.getByRole('region', { name: 'Your contracts at a glance' });
    expect(await within(stats).findByText('$0')).toBeInTheDocument();
    for (const label of ['Total Earnings', 'Active Contracts', 'Completed Deals', 'Average Rating'])
      expect(within(stats).getByText(label)).toBeInTheDocument();
    expect(within(stats).getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active Contracts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /C-8/ });
    expect(within(card).getByText('Dallas, TX → Houston, TX')).toBeInTheDocument();
    expect(within(card).getByText('$2,000.00')).toBeInTheDocument();
    expect(within(card).getByText('Payment Pending')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details C-8' })).toHaveAttribute(
      'href',
      `/contract/${ACTIVE.id}`,
    );
  });

  it("shows the Average Rating from the caller's ratings with the count and the change, live", async () => {
    let rating = { averageRating: 4.6, ratingCount: 9, ratingChange: 0.3 };
    stubFetch(({ url }) => {
      if (url.includes('/summary')) return jsonResponse(200, { ...SUMMARY, ...rating });
      return jsonResponse(200, contractList([]));
    });
    renderDashboard();
    const stats = screen.getByRole('region', { name: 'Your contracts at a glance' });
    expect(await within(stats).findByText('4.6')).toBeInTheDocument();
    expect(within(stats).getByText('from 9 ratings · +0.3 vs previous 30 days')).toBeInTheDocument();
    expect(within(stats).queryByText('No ratings yet')).not.toBeInTheDocument();

    rating = { averageRating: 4.7, ratingCount: 10, ratingChange: 0.4 };
    emitLive('user:test-user', 'rating.updated', {});
    expect(await within(stats).findByText('4.7')).toBeInTheDocument();
    expect(within(stats).getByText('from 10 ratings · +0.4 vs previous 30 days')).toBeInTheDocument();
  });

  it('offers Sign Contract on pending contracts and refreshes when a contract changes live', async () => {
    let pending = [PENDING];
    const { requests } = stubFetch(({ url }) => {
      if (url.includes('/summary')) return jsonResponse(200, SUMMARY);
      return jsonResponse(200, contractList(url.includes('tab=pending') ? pending : []));
    });
    const { user } = renderDashboard('/dashboard?tab=pending');
    expect(await screen.findByRole('link', { name: 'Sign Contract C-7' })).toHaveAttribute(
      'href',
      `/contract/${PENDING.id}`,
    );
    pending = [];
    const before = requests.length;
    emitLive('user:test-user', 'contract.updated', {
      id: PENDING.id,
      status: 'signed',
      escrowStatus: 'pending',
      signedParties: ['trucker', 'broker'],
    });
    expect(await screen.findByText('No contracts are waiting for signatures.')).toBeInTheDocument();
    expect(requests.length).toBeGreaterThan(before);
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText(/No completed deals yet/)).toBeInTheDocument();
  });

  it('shows the error with a retry when contracts fail to load', async () => {
    stubFetch(() => problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side' }));
    renderDashboard();
    expect(await screen.findByText('Could not load your contracts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getAllByText('Could not load').length).toBeGreaterThan(0);
  });
});
