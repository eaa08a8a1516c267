import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerLoad, createLoadList, nextId } from '../testing/factories';
import { ActiveLoadsStat } from './active-loads-stat';
import { RecentLoadsCard } from './recent-loads-card';

const isActiveCount = (r: RecordedRequest) => r.url.includes('status=active');
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderCards() {
  return renderWithProviders(
    <>
      <StatGrid label="At a glance">
        <ActiveLoadsStat />
      </StatGrid>
      <RecentLoadsCard />
    </>,
    { route: '/broker', role: 'broker' },
  );
}

function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'At a glance' });
  const term = within(stats).getByText(label, { selector: 'dt, dt *' }).closest('div');
  return within(term as HTMLElement).getAllByRole('definition')[0]?.textContent ?? null;
}

describe('RecentLoadsCard and ActiveLoadsStat', () => {
  it('lists the five latest loads with status and live countdown, and counts the active ones', async () => {
    const active = createBrokerLoad({ number: 3001, expiresAt: inMinutes(45) });
    const booked = createBrokerLoad({
      number: 3002,
      status: 'booked',
      booking: {
        id: nextId(),
        bookedAt: inMinutes(-5),
        trucker: { id: nextId(), name: 'Ray Hauler', companyName: 'Ray Hauling' },
      },
    });
    const lapsed = createBrokerLoad({ number: 3003, expiresAt: inMinutes(-1) });
    const { requests } = stubFetch((request) =>
      isActiveCount(request)
        ? jsonResponse(200, createLoadList([active], { total: 4, pageSize: 1 }))
        : jsonResponse(200, createLoadList([active, booked, lapsed], { total: 12, pageSize: 5 })),
    );
    renderCards();

    const list = await screen.findByRole('list', { name: 'Recent loads' });
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/broker/loads?page=1&pageSize=5',
      '/api/broker/loads?status=active&page=1&pageSize=1',
    ]);
    const [first, second, third] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('HC-3001 Dallas, TX → Houston, TX');
    expect(first).toHaveTextContent('$1,200 · 250 mi · Flatbed');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(first).toHaveTextContent(/Expires in\s*4[45]:\d\d/);
    expect(within(second).getByText('Booked')).toBeInTheDocument();
    expect(second).toHaveTextContent('Booked by Ray Hauler');
    expect(second).not.toHaveTextContent('Expires in');
    // Past its expiry before the server's sweep: shown as expired, no countdown.
    expect(within(third).getByText('Expired')).toBeInTheDocument();
    expect(third).not.toHaveTextContent('Expires in');

    expect(screen.getByRole('link', { name: 'See all in My Loads' })).toHaveAttribute(
      'href',
      '/broker/loads',
    );
    await waitFor(() => {
      expect(statValue('Active loads')).toBe('4');
    });
    expect(screen.getByRole('link', { name: 'Active loads' })).toHaveAttribute('href', '/broker/loads');
  });

  it('invites a broker without loads to post one', async () => {
    stubFetch(() => jsonResponse(200, createLoadList([])));
    renderCards();
    expect(await screen.findByText('No loads yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Load' })).toHaveAttribute('href', '/broker/post-load');
    expect(screen.queryByRole('link', { name: 'See all in My Loads' })).not.toBeInTheDocument();
    expect(statValue('Active loads')).toBe('0');
  });

  it('refetches the list and the count when the broker topic announces a load change or a booking', async () => {
    const load = createBrokerLoad({ number: 3101 });
    let status: 'active' | 'booked' = 'active';
    const { requests } = stubFetch((request) =>
      isActiveCount(request)
        ? jsonResponse(200, createLoadList(status === 'active' ? [load] : []))
        : jsonResponse(200, createLoadList([{ ...load, status }])),
    );
    renderCards();
    const list = await screen.findByRole('list', { name: 'Recent loads' });
    expect(within(list).getByText('Active')).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Active loads')).toBe('1');
    });

    status = 'booked';
    emitLive('user:test-user', 'chat.read', {});
    emitLive('user:test-user', 'booking.updated', { id: nextId(), loadId: load.id, stage: 'booked' });
    expect(await within(list).findByText('Booked')).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Active loads')).toBe('0');
    });
    expect(requests).toHaveLength(4);
  });

  it("shows the server's reason when the loads cannot be loaded", async () => {
    stubFetch(() => problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side.' }));
    renderCards();
    expect(await screen.findByText('Could not load your loads.')).toBeInTheDocument();
    expect(screen.getAllByText('Something went wrong on our side.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
