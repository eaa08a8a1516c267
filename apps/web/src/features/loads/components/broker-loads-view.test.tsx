import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { BROKER_USER_ID, createBrokerLoad, createLoadList, nextId } from '../testing/factories';
import { BrokerLoadsView } from './broker-loads-view';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const active = createBrokerLoad({ number: 1042, expiresAt: inSeconds(12 * 60 + 30) });
const booked = createBrokerLoad({
  number: 1041,
  status: 'booked',
  pickup: { city: 'Austin', state: 'TX', zip: '78701', lat: 30.27, lng: -97.74 },
  booking: {
    id: nextId(),
    bookedAt: inSeconds(-600),
    trucker: { id: nextId(), name: 'Tia Trucker', companyName: 'Short Haul Co' },
  },
});
const cancelled = createBrokerLoad({ number: 1040, status: 'cancelled', cancelReason: 'Shipper cancelled' });
const list = createLoadList([active, booked, cancelled]);

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');
const gets = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'GET');

function renderLoads() {
  return renderWithProviders(<BrokerLoadsView />, {
    route: '/broker/loads',
    role: 'broker',
    user: { id: BROKER_USER_ID, email: 'broker@example.test' },
  });
}

const row = (ref: string) => screen.getByText(ref).closest('tr')!;

describe('BrokerLoadsView', () => {
  it('lists the loads with lane, rate and $/mi, status, a live countdown and who booked', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, list));
    renderLoads();

    await screen.findByRole('table');
    expect(requests[0]?.url).toBe('/api/broker/loads?page=1&pageSize=25');
    expect(row('HC-1042')).toHaveTextContent('Dallas, TX → Houston, TX');
    expect(row('HC-1042')).toHaveTextContent('250 mi · Flatbed');
    expect(row('HC-1042')).toHaveTextContent('$1,200$4.80/mi');
    expect(row('HC-1042')).toHaveTextContent('Active');
    expect(row('HC-1042')).toHaveTextContent(/Active(Expires in)?1[0-2]:\d\d/);
    expect(row('HC-1041')).toHaveTextContent('Booked');
    expect(row('HC-1041')).toHaveTextContent('Tia TruckerShort Haul Co');
    expect(within(row('HC-1041')).queryByRole('button')).not.toBeInTheDocument();
    expect(row('HC-1040')).toHaveTextContent('Shipper cancelled');
    expect(within(row('HC-1042')).getByRole('link', { name: 'Edit HC-1042' })).toHaveAttribute(
      'href',
      `/broker/post-load?edit=${active.id}`,
    );
  });

  it('filters by status', async () => {
    const { requests, user } = { ...stubFetch(() => jsonResponse(200, list)), ...renderLoads() };
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() => {
      expect(requests.at(-1)?.url).toBe('/api/broker/loads?status=expired&page=1&pageSize=25');
    });
  });

  it('cancels a load with an optional reason', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(200, { ...active, status: 'cancelled' })
        : jsonResponse(200, list),
    );
    const { user } = renderLoads();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Cancel HC-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel HC-1042?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Rate changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel load' }));

    expect(await screen.findByText('HC-1042 cancelled')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { url: `/api/broker/loads/${active.id}/cancel`, method: 'POST', body: { reason: 'Rate changed' } },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('reposts a load for the chosen hours', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(200, active) : jsonResponse(200, list),
    );
    const { user } = renderLoads();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Repost HC-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repost HC-1042' });
    expect(within(dialog).getByRole('radio', { name: '2 hours' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '3 hours' }));
    await user.click(within(dialog).getByRole('button', { name: 'Repost' }));

    expect(await screen.findByText('HC-1042 is back on the board for 3 hours')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { url: `/api/broker/loads/${active.id}/repost`, method: 'POST', body: { expiryHours: 3 } },
    ]);
  });

  it('shows the server’s refusal to repost', async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? problemResponse(400, {
            code: 'validation_failed',
            detail: 'The pickup window has passed; edit the load first',
            errors: [{ field: 'pickupWindowEnd', message: 'The pickup window has passed' }],
          })
        : jsonResponse(200, list),
    );
    const { user } = renderLoads();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Repost HC-1042' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Repost' }));
    expect(await screen.findByText('Could not repost the load')).toBeInTheDocument();
    expect(screen.getByText('The pickup window has passed; edit the load first')).toBeInTheDocument();
  });

  it('switches a row to Expired when its countdown reaches zero', async () => {
    const expiring = createBrokerLoad({ number: 1050, expiresAt: inSeconds(1.2) });
    stubFetch(() => jsonResponse(200, createLoadList([expiring])));
    renderLoads();
    await screen.findByRole('table');
    expect(row('HC-1050')).toHaveTextContent('Active');

    await waitFor(
      () => {
        expect(within(row('HC-1050')).getAllByText('Expired')).toHaveLength(1);
      },
      { timeout: 3000 },
    );
    expect(row('HC-1050')).not.toHaveTextContent('Active');
    expect(within(row('HC-1050')).getByRole('button', { name: 'Repost HC-1050' })).toBeInTheDocument();
  });

  it('refetches on load.updated and booking.updated of the broker’s own topic', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, list));
    renderLoads();
    await screen.findByRole('table');
    expect(gets(requests)).toHaveLength(1);

    emitLive(`user:${BROKER_USER_ID}`, 'booking.updated', { id: nextId(), loadId: active.id });
    await waitFor(() => {
      expect(gets(requests)).toHaveLength(2);
    });
    emitLive(`user:${BROKER_USER_ID}`, 'load.updated', { id: active.id, status: 'expired' });
    await waitFor(() => {
      expect(gets(requests)).toHaveLength(3);
    });
    emitLive(`user:${BROKER_USER_ID}`, 'chat.message', {});
    expect(gets(requests)).toHaveLength(3);
  });

  it('says so when there are no loads', async () => {
    stubFetch(() => jsonResponse(200, createLoadList([])));
    renderLoads();
    expect(await screen.findByText('No loads here yet.')).toBeInTheDocument();
  });
});
