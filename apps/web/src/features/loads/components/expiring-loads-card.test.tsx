import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerLoad, createLoadList } from '../testing/factories';
import { ExpiringLoadsCard } from './expiring-loads-card';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('ExpiringLoadsCard', () => {
  it('lists the active loads expiring within 30 minutes, soonest first, across every page', async () => {
    const later = createBrokerLoad({ number: 2001, expiresAt: inMinutes(25) });
    const soon = createBrokerLoad({ number: 2002, expiresAt: inMinutes(5) });
    const notYet = createBrokerLoad({ number: 2003, expiresAt: inMinutes(45) });
    const { requests } = stubFetch(({ url }) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const items = page === 1 ? [notYet, later] : [soon];
      return jsonResponse(200, createLoadList(items, { total: 101, page, pageSize: 100 }));
    });
    renderWithProviders(<ExpiringLoadsCard />, { role: 'broker' });
    const card = screen.getByRole('region', { name: 'Loads expiring soon' });
    const list = await within(card).findByRole('list', { name: 'Loads expiring soon' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^HC-/).textContent)).toEqual(['HC-2002', 'HC-2001']);
    expect(within(list).queryByText('HC-2003')).not.toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/broker/loads?status=active&page=1&pageSize=100',
      '/api/broker/loads?status=active&page=2&pageSize=100',
    ]);
    expect(within(card).getByRole('link', { name: 'Open My Loads' })).toHaveAttribute(
      'href',
      '/broker/loads',
    );
  });

  it('says so when no load expires soon, and explains a failure', async () => {
    let fail = false;
    stubFetch(() =>
      fail
        ? problemResponse(500, { code: 'INTERNAL', detail: 'Loads are unavailable' })
        : jsonResponse(200, createLoadList([createBrokerLoad({ expiresAt: inMinutes(90) })])),
    );
    const view = renderWithProviders(<ExpiringLoadsCard />, { role: 'broker' });
    expect(await screen.findByText('No load expires in the next 30 minutes.')).toBeInTheDocument();
    view.unmount();
    fail = true;
    renderWithProviders(<ExpiringLoadsCard />, { role: 'broker' });
    expect(await screen.findByText('Loads are unavailable')).toBeInTheDocument();
    expect(screen.getByText('Could not load your active loads.')).toBeInTheDocument();
  });
});
