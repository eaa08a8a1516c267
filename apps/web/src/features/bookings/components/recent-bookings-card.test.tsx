import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { useBookingNotifications } from '../hooks/use-booking-notifications';
import { bookingList, createBooking, createBookingEvent, createLoad, TRUCKER_ID } from '../testing/factories';
import { RecentBookingsCard } from './recent-bookings-card';
import { TruckerBookingStats } from './trucker-booking-stats';

const booking = (n: number, stage: 'booked' | 'in_transit' | 'delivered') =>
  createBooking({
    id: `b0000000-0000-4000-8000-00000000000${String(n)}`,
    stage,
    load: createLoad({ number: 1040 + n }),
  });

/** The dashboard as the app layout mounts it: the global booking listener is always there. */
function Dashboard() {
  useBookingNotifications();
  return (
    <>
      <StatGrid label="At a glance">
        <TruckerBookingStats />
      </StatGrid>
      <RecentBookingsCard />
    </>
  );
}

function renderDashboard() {
  return renderWithProviders(<Dashboard />, {
    route: '/trucker',
    role: 'trucker',
    user: { id: TRUCKER_ID, email: 'ray@example.test' },
  });
}

function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'At a glance' });
  const term = within(stats).getByText(label, { selector: 'dt, dt *' }).closest('div');
  return within(term as HTMLElement).getAllByRole('definition')[0]?.textContent ?? null;
}

describe('RecentBookingsCard and TruckerBookingStats', () => {
  it('shows the latest three active bookings with their stage, and both scopes’ totals', async () => {
    const active = [
      booking(1, 'in_transit'),
      booking(2, 'booked'),
      booking(3, 'delivered'),
      booking(4, 'booked'),
    ];
    const { requests } = stubFetch(({ url }) =>
      url.includes('scope=history')
        ? jsonResponse(200, { ...bookingList([]), total: 9 })
        : jsonResponse(200, bookingList(active)),
    );
    renderDashboard();

    const list = await screen.findByRole('list', { name: 'Recent bookings' });
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/trucker/bookings?scope=active&page=1&pageSize=25',
      '/api/trucker/bookings?scope=history&page=1&pageSize=25',
    ]);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('HC-1041 Dallas, TX → Houston, TX');
    expect(within(first).getByText('In transit')).toBeInTheDocument();
    expect(first).toHaveTextContent('$1,200 · $5.00/mi · Delivery');
    expect(within(second).getByText('Booked')).toBeInTheDocument();
    expect(second).toHaveTextContent('Pickup');
    expect(within(third).getByText('Delivered — awaiting confirmation')).toBeInTheDocument();
    expect(screen.queryByText('HC-1044', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 4 in My Bookings' })).toHaveAttribute(
      'href',
      '/trucker/bookings',
    );

    await waitFor(() => {
      expect(statValue('Delivery history')).toBe('9');
    });
    expect(statValue('Active bookings')).toBe('4');
    expect(screen.getByRole('link', { name: 'Active bookings' })).toHaveAttribute(
      'href',
      '/trucker/bookings',
    );
    expect(screen.getByRole('link', { name: 'Delivery history' })).toHaveAttribute(
      'href',
      '/trucker/history',
    );
  });

  it('sends a trucker without bookings to the board', async () => {
    stubFetch(() => jsonResponse(200, bookingList([])));
    renderDashboard();
    expect(await screen.findByText('No active bookings.')).toBeInTheDocument();
    expect(screen.getByText('Book a load near you and it shows up here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find loads' })).toHaveAttribute('href', '/trucker/loads');
    expect(statValue('Active bookings')).toBe('0');
  });

  it('refreshes on booking.updated: a confirmed delivery leaves the list and joins the history', async () => {
    const delivered = booking(1, 'delivered');
    let confirmed = false;
    stubFetch(({ url }) =>
      url.includes('scope=history')
        ? jsonResponse(200, bookingList(confirmed ? [{ ...delivered, stage: 'confirmed' }] : []))
        : jsonResponse(200, bookingList(confirmed ? [] : [delivered])),
    );
    renderDashboard();
    await screen.findByRole('list', { name: 'Recent bookings' });
    await waitFor(() => {
      expect(statValue('Delivery history')).toBe('0');
    });

    confirmed = true;
    emitLive(`user:${TRUCKER_ID}`, 'booking.updated', createBookingEvent({ stage: 'confirmed' }));
    expect(await screen.findByText('No active bookings.')).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Delivery history')).toBe('1');
    });
  });

  it("shows the server's reason when the bookings cannot be loaded", async () => {
    stubFetch(() => problemResponse(403, { code: 'forbidden', detail: 'Complete onboarding first' }));
    renderDashboard();
    expect(await screen.findByText('Could not load your bookings.')).toBeInTheDocument();
    expect(screen.getAllByText('Complete onboarding first')).toHaveLength(3);
  });
});
