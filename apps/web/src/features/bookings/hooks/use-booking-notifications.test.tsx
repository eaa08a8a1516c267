import type { BookingStage } from '@haulclub/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { useBookings } from '../api/get-bookings';
import { BROKER_ID, bookingList, createBookingEvent, TRUCKER_ID } from '../testing/factories';
import { bookingNotice, useBookingNotifications } from './use-booking-notifications';

function Probe() {
  useBookingNotifications();
  const { data } = useBookings('broker', 'active');
  return <p>{data ? `${String(data.total)} bookings` : 'loading'}</p>;
}

describe('bookingNotice', () => {
  it('tells the broker about bookings, pickups and deliveries, and the trucker about confirmations', () => {
    const e = (stage: BookingStage) => createBookingEvent({ stage });
    expect(bookingNotice('broker', e('booked'))?.message).toBe('Ray Hauler booked HC-1042');
    expect(bookingNotice('broker', e('in_transit'))?.message).toBe('HC-1042 picked up');
    expect(bookingNotice('broker', e('delivered'))).toEqual({
      message: 'HC-1042 delivered — confirm delivery',
      href: '/broker/bookings',
    });
    expect(bookingNotice('broker', e('confirmed'))).toBeNull();
    expect(bookingNotice('trucker', e('confirmed'))).toEqual({
      message: 'HC-1042 delivery confirmed',
      href: '/trucker/history',
    });
    expect(bookingNotice('trucker', e('booked'))).toBeNull();
    expect(bookingNotice('trucker', e('in_transit'))).toBeNull();
    expect(bookingNotice('admin', e('booked'))).toBeNull();
  });
});

describe('useBookingNotifications', () => {
  it('toasts the broker and refreshes the bookings on booking.updated', async () => {
    let total = 0;
    const { requests } = stubFetch(() => jsonResponse(200, { ...bookingList([]), total }));
    renderWithProviders(<Probe />, {
      role: 'broker',
      user: { id: BROKER_ID, email: 'broker@example.test' },
    });
    expect(await screen.findByText('0 bookings')).toBeInTheDocument();

    total = 1;
    emitLive(`user:${BROKER_ID}`, 'booking.updated', createBookingEvent({ stage: 'booked' }));
    expect(await screen.findByText('Ray Hauler booked HC-1042')).toBeInTheDocument();
    expect(await screen.findByText('1 bookings')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('toasts the trucker when the broker confirms the delivery', async () => {
    stubFetch(() => jsonResponse(200, bookingList([])));
    renderWithProviders(<Probe />, {
      role: 'trucker',
      user: { id: TRUCKER_ID, email: 'trucker@example.test' },
    });
    await screen.findByText('0 bookings');
    emitLive(`user:${TRUCKER_ID}`, 'booking.updated', createBookingEvent({ stage: 'confirmed' }));
    expect(await screen.findByText('HC-1042 delivery confirmed')).toBeInTheDocument();
  });

  it('ignores other event types and does not listen for admins', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, bookingList([])));
    renderWithProviders(<Probe />, { role: 'trucker', user: { id: TRUCKER_ID, email: 't@example.test' } });
    await screen.findByText('0 bookings');
    emitLive(`user:${TRUCKER_ID}`, 'chat.read', {});
    await waitFor(() => expect(requests).toHaveLength(1));

    renderWithProviders(<Probe />, { role: 'admin', user: { id: BROKER_ID, email: 'a@example.test' } });
    expect(() => emitLive(`user:${BROKER_ID}`, 'booking.updated', createBookingEvent())).toThrow(
      /Nothing listens/,
    );
  });
});
