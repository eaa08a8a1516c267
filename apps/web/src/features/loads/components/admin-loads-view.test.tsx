import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerLoad, createLoadList, nextId } from '../testing/factories';
import { AdminLoadsView } from './admin-loads-view';

const brokerId = nextId();
const active = createBrokerLoad({ number: 1042 });
const delivered = createBrokerLoad({ number: 1039, status: 'delivered' });
const list = createLoadList([active, delivered]);
const options = { items: [{ id: brokerId, companyName: 'Lone Star Freight LLC', mcNumber: '123456' }] };

const loadRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/admin/loads?'));

function stubAdmin(post?: () => Response) {
  return stubFetch((request) => {
    if (request.url === '/api/admin/brokers/options') return jsonResponse(200, options);
    if (request.method === 'POST' && post) return post();
    return jsonResponse(200, list);
  });
}

function renderAdmin() {
  return renderWithProviders(<AdminLoadsView />, { route: '/admin/loads', role: 'admin' });
}

describe('AdminLoadsView', () => {
  it('searches, filters by broker and status', async () => {
    const { requests } = stubAdmin();
    const { user } = renderAdmin();
    await screen.findByRole('table');
    expect(loadRequests(requests)[0]?.url).toBe('/api/admin/loads?page=1&pageSize=25');
    expect(screen.getByText('HC-1042').closest('tr')).toHaveTextContent('Lone Star Freight LLCMC 123456');

    await user.type(screen.getByLabelText('Search loads'), 'HC-1042');
    await user.selectOptions(await screen.findByLabelText('Broker'), brokerId);
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => {
      expect(loadRequests(requests).at(-1)?.url).toBe(
        `/api/admin/loads?status=active&brokerId=${brokerId}&q=HC-1042&page=1&pageSize=25`,
      );
    });
  });

  it('cancels only with a reason, and not a delivered load', async () => {
    const { requests } = stubAdmin(() => jsonResponse(200, { ...active, status: 'cancelled' }));
    const { user } = renderAdmin();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Cancel HC-1039' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel HC-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel HC-1042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel load' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Fake load');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel load' }));
    expect(await screen.findByText('HC-1042 cancelled')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { url: `/api/admin/loads/${active.id}/cancel`, method: 'POST', body: { reason: 'Fake load' } },
    ]);
  });

  it('closes the dialog on a 409 and shows why', async () => {
    stubAdmin(() => problemResponse(409, { code: 'conflict', detail: 'This load was delivered' }));
    const { user } = renderAdmin();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Cancel HC-1042' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Fake load');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel load' }));
    expect(await screen.findByText('This load was delivered')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it("puts the route's row action in the Actions cell: beside Cancel, and instead of the dash of a delivered load", async () => {
    stubAdmin();
    renderWithProviders(
      <AdminLoadsView
        renderRowAction={(load) => <button type="button">{`Chats about HC-${String(load.number)}`}</button>}
      />,
      { route: '/admin/loads', role: 'admin' },
    );
    await screen.findByRole('table');
    const actionsOf = (ref: string) =>
      within(screen.getByText(ref).closest('tr')!).getAllByRole('cell').at(-1)!;
    expect(
      within(actionsOf('HC-1042'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Chats about HC-1042', 'Cancel']);
    expect(actionsOf('HC-1039')).toHaveTextContent(/^Chats about HC-1039$/);
  });

  it('refetches on load.updated of the admin topic', async () => {
    const { requests } = stubAdmin();
    renderAdmin();
    await screen.findByRole('table');
    emitLive('admin', 'load.updated', { id: active.id, status: 'booked' });
    await waitFor(() => {
      expect(loadRequests(requests)).toHaveLength(2);
    });
  });
});
