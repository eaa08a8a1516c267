import type { BookingView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { bookingList, createBooking } from '../testing/factories';
import { BrokerBookingsView } from './broker-bookings-view';

const DELIVERED = createBooking({
  stage: 'delivered',
  pickedUpAt: '2026-03-03T15:00:00.000Z',
  deliveredAt: '2026-03-03T23:00:00.000Z',
  podNote: 'Received by J. Smith at dock 4',
});
const CONFIRMED = createBooking({
  ...DELIVERED,
  id: 'b0000000-0000-4000-8000-000000000002',
  stage: 'confirmed',
  confirmedAt: '2026-03-04T09:00:00.000Z',
  load: { ...DELIVERED.load, number: 1001 },
});

function renderView(route = '/broker/bookings') {
  return renderWithProviders(<BrokerBookingsView />, { route, role: 'broker' });
}

describe('BrokerBookingsView', () => {
  it('shows who booked, the stage, the timeline and the proof of delivery', async () => {
    stubFetch(() => jsonResponse(200, bookingList([DELIVERED])));
    renderView();
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    expect(within(card).getByText('Delivered — awaiting confirmation')).toBeInTheDocument();
    const who = within(card).getByRole('region', { name: 'Booked by' });
    expect(within(who).getByText('Ray Hauling')).toBeInTheDocument();
    expect(within(who).getByText('Ray Hauler')).toBeInTheDocument();
    expect(within(who).getByRole('link', { name: /ray@example\.test/ })).toHaveAttribute(
      'href',
      'mailto:ray@example.test',
    );
    expect(within(who).getByRole('link', { name: /\(713\) 555-0100/ })).toBeInTheDocument();
    const pod = within(card).getByRole('region', { name: 'Proof of delivery' });
    expect(within(pod).getByText('Received by J. Smith at dock 4')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Message Ray Hauler about HC-1042' })).toHaveAttribute(
      'href',
      '/broker/chat?thread=c0000000-0000-4000-8000-000000000001',
    );
    expect(within(card).getByRole('link', { name: 'Contract of HC-1042' })).toHaveAttribute(
      'href',
      '/contract/c0000000-0000-4000-8000-0000000000c1',
    );
  });

  it('confirms a delivery; the booking moves to History', async () => {
    let current: BookingView = DELIVERED;
    const { requests } = stubFetch(({ url, method }) => {
      if (method === 'POST') {
        current = { ...DELIVERED, stage: 'confirmed', confirmedAt: '2026-03-04T09:00:00.000Z' };
        return jsonResponse(200, current);
      }
      const history = url.includes('scope=history');
      return jsonResponse(200, bookingList(history === (current.stage === 'confirmed') ? [current] : []));
    });
    const { user } = renderView();
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    await user.click(within(card).getByRole('button', { name: 'Confirm delivery of HC-1042' }));

    expect(await screen.findByText('Delivery of HC-1042 confirmed')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/bookings/b0000000-0000-4000-8000-000000000001/confirm',
    ]);
    expect(await screen.findByText(/No active bookings/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const moved = await screen.findByRole('article', { name: /HC-1042/ });
    expect(
      within(moved).getByText('Delivery confirmed', { selector: '[data-slot="badge"]' }),
    ).toBeInTheDocument();
    expect(within(moved).queryByRole('button', { name: /Confirm delivery/ })).not.toBeInTheDocument();
  });

  it("toasts the server's detail when the confirmation is refused", async () => {
    stubFetch(({ method }) =>
      method === 'POST'
        ? problemResponse(409, { code: 'conflict', detail: 'Only a delivered load can be confirmed' })
        : jsonResponse(200, bookingList([DELIVERED])),
    );
    const { user } = renderView();
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    await user.click(within(card).getByRole('button', { name: 'Confirm delivery of HC-1042' }));
    const toast = (await screen.findByText('Could not confirm the delivery')).closest('li');
    expect(within(toast!).getByText('Only a delivered load can be confirmed')).toBeInTheDocument();
  });

  it('opens on the History tab from ?tab=history', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, bookingList([CONFIRMED])));
    renderView('/broker/bookings?tab=history');
    expect(await screen.findByRole('article', { name: /HC-1001/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(requests.map((r) => r.url)).toEqual(['/api/broker/bookings?scope=history&page=1&pageSize=25']),
    );
  });
});
