import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { bookingList, createBooking } from '../testing/factories';
import { DeliveryHistoryView } from './delivery-history-view';

const CONFIRMED = createBooking({
  stage: 'confirmed',
  pickedUpAt: '2026-03-03T15:00:00.000Z',
  deliveredAt: '2026-03-03T23:00:00.000Z',
  confirmedAt: '2026-03-04T09:00:00.000Z',
  podNote: 'Received by J. Smith',
  podPhoto: { contentType: 'image/png', byteSize: 4 },
});
const CANCELLED = createBooking({
  id: 'b0000000-0000-4000-8000-000000000009',
  stage: 'cancelled',
  cancelledAt: '2026-03-03T10:00:00.000Z',
  cancelReason: 'Shipper cancelled the order',
  load: { ...CONFIRMED.load, number: 1007 },
});

const createObjectURL = vi.fn(() => 'blob:pod-photo');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('DeliveryHistoryView', () => {
  it('lists confirmed and cancelled bookings with dates, rate and the proof of delivery', async () => {
    const { requests } = stubFetch(({ url }) =>
      url.endsWith('/pod-photo')
        ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
        : jsonResponse(200, bookingList([CONFIRMED, CANCELLED])),
    );
    const { unmount } = renderWithProviders(<DeliveryHistoryView />, {
      route: '/trucker/history',
      role: 'trucker',
    });

    const confirmed = await screen.findByRole('article', { name: /HC-1042/ });
    expect(requests[0]?.url).toBe('/api/trucker/bookings?scope=history&page=1&pageSize=25');
    expect(
      within(confirmed).getByText('Delivery confirmed', { selector: '[data-slot="badge"]' }),
    ).toBeInTheDocument();
    expect(within(confirmed).getByText('$1,200')).toBeInTheDocument();
    expect(within(confirmed).getByText('Received by J. Smith')).toBeInTheDocument();
    const timeline = within(confirmed).getByRole('list', { name: 'Timeline of HC-1042' });
    expect(within(timeline).queryByText('Not yet')).not.toBeInTheDocument();

    const photo = await within(confirmed).findByRole('img', { name: 'Proof-of-delivery photo of HC-1042' });
    await waitFor(() => expect(photo).toHaveAttribute('src', 'blob:pod-photo'));
    expect(requests.map((r) => r.url)).toContain(
      '/api/bookings/b0000000-0000-4000-8000-000000000001/pod-photo',
    );

    const cancelled = screen.getByRole('article', { name: /HC-1007/ });
    expect(within(cancelled).getByText('Cancelled', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(cancelled).getByText('Reason: Shipper cancelled the order')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pod-photo');
  });
});
