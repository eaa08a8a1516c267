import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { bookingList, createBooking } from '../testing/factories';
import { BookingCard } from './booking-card';
import { TruckerBookingsView } from './trucker-bookings-view';

describe('a booking whose broker is suspended', () => {
  it('stays on /trucker/bookings with a notice that the broker is suspended', async () => {
    stubFetch(() => jsonResponse(200, bookingList([createBooking({ brokerSuspended: true })])));
    renderWithProviders(<TruckerBookingsView />, { route: '/trucker/bookings', role: 'trucker' });
    const card = await screen.findByRole('article', { name: /HC-1042/ });
    const notice = within(card).getByRole('status');
    expect(notice).toHaveTextContent('This broker is suspended');
    expect(notice).toHaveTextContent('Your booking still stands');
  });

  it('shows no notice while the broker is in good standing, nor to the broker', async () => {
    stubFetch(() => jsonResponse(200, bookingList([createBooking()])));
    renderWithProviders(<TruckerBookingsView />, { route: '/trucker/bookings', role: 'trucker' });
    await screen.findByRole('article', { name: /HC-1042/ });
    expect(screen.queryByText('This broker is suspended')).not.toBeInTheDocument();

    renderWithProviders(
      <BookingCard booking={createBooking({ brokerSuspended: true })} counterpart="trucker" />,
    );
    expect(screen.queryByText('This broker is suspended')).not.toBeInTheDocument();
  });
});
