import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { ADMIN_ID, createUser } from '../testing/admin-fixtures';
import { UsersAdminView } from './users-admin-view';

const me = createUser({
  id: ADMIN_ID,
  email: 'ada@haulclub.test',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
});
const driver = createUser({ email: 'sam@example.test', firstName: 'Sam', lastName: 'Hauler' });
const suspended = createUser({
  email: 'rex@example.test',
  firstName: 'Rex',
  lastName: 'Banned',
  role: 'broker',
  brokerStatus: 'verified',
  companyName: 'Rex Freight',
  status: 'suspended',
  suspendedReason: 'Fake loads',
  lastSignInAt: null,
});

function renderUsers() {
  return renderWithProviders(<UsersAdminView />, {
    route: '/admin/users',
    role: 'admin',
    user: { id: ADMIN_ID, email: me.email },
  });
}

const list = { items: [me, driver, suspended], total: 3, page: 1, pageSize: 25 };

describe('UsersPanel', () => {
  it('lists users with role and status, and offers no suspend button on your own row', async () => {
    stubFetch(() => jsonResponse(200, list));
    renderUsers();

    const table = await screen.findByRole('table');
    expect(screen.getByRole('region', { name: 'Users' })).toContainElement(table);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ada Admin (you)');
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Trucker');
    expect(rows[1]).toHaveTextContent('Active');
    expect(within(rows[1]!).getByRole('button', { name: 'Suspend Sam Hauler' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Suspended');
    expect(rows[2]).toHaveTextContent('Suspended: Fake loads');
    expect(rows[2]).toHaveTextContent('Verified');
    expect(rows[2]).toHaveTextContent('Rex Freight');
    expect(rows[2]).toHaveTextContent('Never');
    expect(within(rows[2]!).getByRole('button', { name: 'Reinstate Rex Banned' })).toBeInTheDocument();
  });

  it('searches as the admin types and filters by role and status', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, list));
    const { user } = renderUsers();
    await screen.findByRole('table');
    expect(requests[0]?.url).toBe('/api/admin/users?role=all&status=all&page=1&pageSize=25');

    await user.type(screen.getByLabelText('Search users'), 'sam');
    await waitFor(() => {
      expect(requests.at(-1)?.url).toBe('/api/admin/users?q=sam&role=all&status=all&page=1&pageSize=25');
    });
    expect(requests.filter((request) => request.url.includes('q=s&'))).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Role'), 'broker');
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() => {
      expect(requests.at(-1)?.url).toBe(
        '/api/admin/users?q=sam&role=broker&status=suspended&page=1&pageSize=25',
      );
    });
  });

  it('suspends only with a reason, then calls the API and toasts', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(200, { ...driver, status: 'suspended', suspendedReason: 'Double brokering' })
        : jsonResponse(200, list),
    );
    const { user } = renderUsers();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Suspend Sam Hauler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sam Hauler?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'Double brokering');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(await screen.findByText('User suspended')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { url: `/api/admin/users/${driver.id}/suspend`, method: 'POST', body: { reason: 'Double brokering' } },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it("shows the server's refusal to suspend", async () => {
    stubFetch((request) =>
      request.method === 'POST'
        ? problemResponse(409, { code: 'conflict', detail: 'This user is already suspended.' })
        : jsonResponse(200, list),
    );
    const { user } = renderUsers();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Suspend Sam Hauler' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend user' }));
    expect(await screen.findByText('Could not suspend the user')).toBeInTheDocument();
    expect(screen.getByText('This user is already suspended.')).toBeInTheDocument();
  });

  it('reinstates a suspended user', async () => {
    const { requests } = stubFetch((request) =>
      request.method === 'POST'
        ? jsonResponse(200, { ...suspended, status: 'active', suspendedReason: null })
        : jsonResponse(200, list),
    );
    const { user } = renderUsers();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Reinstate Rex Banned' }));
    expect(await screen.findByText('User reinstated')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      { url: `/api/admin/users/${suspended.id}/reinstate`, method: 'POST', body: undefined },
    ]);
  });

  it('shows a load failure with a retry', async () => {
    stubFetch(() => problemResponse(403, { code: 'forbidden', detail: 'Admins only.' }));
    renderUsers();
    expect(await screen.findByText('Admins only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
