import type { BookingView } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { useBookingNotifications } from '../hooks/use-booking-notifications';
import { BROKER_ID, createBooking, createBookingEvent, createLoad } from '../testing/factories';
import { AwaitingConfirmationCard } from './awaiting-confirmation-card';
import { BrokerBookingStats } from './broker-booking-stats';

let sequence = 0;
function booking(stage: BookingView['stage'], overrides: Partial<BookingView> = {}): BookingView {
  sequence += 1;
  return createBooking({
    id: `b0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    stage,
    load: createLoad({ number: 5000 + sequence }),
    ...overrides,
  });
}

const ACTIVE: BookingView['stage'][] = ['booked', 'in_transit', 'delivered'];

/** GET /api/broker/bookings answered from `all` as the server does: filtered by scope and stage, then paged. */
function pageOf(all: BookingView[], request: RecordedRequest): Response {
  const query = new URL(request.url, 'http://test').searchParams;
  const scope = query.get('scope') ?? 'active';
  const stage = query.get('stage');
  const page = Number(query.get('page'));
  const size = Number(query.get('pageSize'));
  const matching = all.filter(
    (b) => ACTIVE.includes(b.stage) === (scope === 'active') && (!stage || b.stage === stage),
  );
  return jsonResponse(200, {
    items: matching.slice((page - 1) * size, page * size),
    total: matching.length,
    page,
    pageSize: size,
  });
}

/** The stage each GET asked for, sorted (null for a request without one). */
const stagesAsked = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'GET')
    .map((r) => new URL(r.url, 'http://test').searchParams.get('stage'))
    .sort();

function Dashboard() {
  useBookingNotifications();
  return (
    <>
      <StatGrid label="At a glance">
        <BrokerBookingStats />
      </StatGrid>
      <AwaitingConfirmationCard />
    </>
  );
}

function renderDashboard() {
  return renderWithProviders(<Dashboard />, {
    route: '/broker',
    role: 'broker',
    user: { id: BROKER_ID, email: 'dana@example.test' },
  });
}

function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'At a glance' });
  const term = within(stats).getByText(label, { selector: 'dt, dt *' }).closest('div');
  return within(term as HTMLElement).getAllByRole('definition')[0]?.textContent ?? null;
}

describe('AwaitingConfirmationCard and BrokerBookingStats', () => {
  it('counts each stage from the total of a stage= request and lists the newest deliveries to confirm', async () => {
    const lena = { ...createBooking().trucker, name: 'Lena Trucker' };
    const awaiting = booking('delivered', {
      trucker: lena,
      deliveredAt: '2026-03-03T23:00:00.000Z',
      podNote: 'Delivered to dock 3, signed by M. Ortiz.',
    });
    const all = [
      ...Array.from({ length: 70 }, () => booking('booked')),
      ...Array.from({ length: 50 }, () => booking('in_transit')),
      awaiting,
      ...Array.from({ length: 11 }, () => booking('delivered')),
      ...Array.from({ length: 30 }, () => booking('confirmed')),
    ];
    const { requests } = stubFetch((request) => pageOf(all, request));
    renderDashboard();

    const list = await screen.findByRole('list', { name: 'Deliveries awaiting your confirmation' });
    await waitFor(() => {
      expect(statValue('Awaiting your confirmation')).toBe('12');
    });
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/broker/bookings?scope=active&stage=booked&page=1&pageSize=1',
      '/api/broker/bookings?scope=active&stage=delivered&page=1&pageSize=1',
      '/api/broker/bookings?scope=active&stage=delivered&page=1&pageSize=10',
      '/api/broker/bookings?scope=active&stage=in_transit&page=1&pageSize=1',
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveTextContent(`HC-${String(awaiting.load.number)} Dallas, TX → Houston, TX`);
    expect(item).toHaveTextContent('Delivered by Lena Trucker');
    expect(item).toHaveTextContent('Proof of delivery: Delivered to dock 3, signed by M. Ortiz.');
    expect(
      within(item).getByRole('button', { name: `Confirm delivery of HC-${String(awaiting.load.number)}` }),
    ).toBeEnabled();
    expect(
      within(item).getByRole('link', {
        name: `Message Lena Trucker about HC-${String(awaiting.load.number)}`,
      }),
    ).toHaveAttribute('href', '/broker/chat?thread=c0000000-0000-4000-8000-000000000001');
    expect(screen.getByRole('link', { name: 'Open Bookings' })).toHaveAttribute('href', '/broker/bookings');

    // Each count request brought back one booking; the numbers are the totals.
    expect(statValue('Booked / in transit')).toBe('120');
    expect(screen.getByText('70 booked · 50 in transit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Awaiting your confirmation' })).toHaveAttribute(
      'href',
      '/broker/bookings',
    );
  });

  it('confirms a delivery from the dashboard; it leaves the list and the count', async () => {
    let current = booking('delivered', { deliveredAt: '2026-03-03T23:00:00.000Z' });
    const ref = `HC-${String(current.load.number)}`;
    const { requests } = stubFetch((request) => {
      if (request.method === 'POST') {
        current = { ...current, stage: 'confirmed', confirmedAt: '2026-03-04T09:00:00.000Z' };
        return jsonResponse(200, current);
      }
      return pageOf(current.stage === 'confirmed' ? [] : [current], request);
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: `Confirm delivery of ${ref}` }));

    expect(await screen.findByText(`Delivery of ${ref} confirmed`)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      `/api/bookings/${current.id}/confirm`,
    ]);
    expect(await screen.findByText('No deliveries are waiting for your confirmation.')).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Awaiting your confirmation')).toBe('0');
    });
    // Every read, before and after the confirmation, asked the server for one stage.
    expect(stagesAsked(requests)).not.toContain(null);
    expect(stagesAsked(requests).filter((stage) => stage === 'delivered').length).toBeGreaterThanOrEqual(4);
  });

  it('shows a new delivery when the broker topic announces it', async () => {
    let all = [booking('in_transit')];
    stubFetch((request) => pageOf(all, request));
    renderDashboard();
    expect(await screen.findByText('No deliveries are waiting for your confirmation.')).toBeInTheDocument();
    expect(statValue('Booked / in transit')).toBe('1');

    const delivered = { ...all[0]!, stage: 'delivered' as const, deliveredAt: '2026-03-03T23:00:00.000Z' };
    all = [delivered];
    emitLive(
      `user:${BROKER_ID}`,
      'booking.updated',
      createBookingEvent({ id: delivered.id, stage: 'delivered' }),
    );
    expect(
      await screen.findByRole('button', { name: `Confirm delivery of HC-${String(delivered.load.number)}` }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Booked / in transit')).toBe('0');
    });
    expect(statValue('Awaiting your confirmation')).toBe('1');
  });

  it("shows the server's reason when the bookings cannot be loaded", async () => {
    stubFetch(() => problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side.' }));
    renderDashboard();
    expect(await screen.findByText('Could not load your bookings.')).toBeInTheDocument();
    expect(screen.getAllByText('Something went wrong on our side.')).toHaveLength(3);
  });
});
