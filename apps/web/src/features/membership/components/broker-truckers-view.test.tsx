import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createBrokerTrucker, createInvitation } from '../testing/factories';
import { BrokerTruckersView } from './broker-truckers-view';

const PENDING = createInvitation({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  email: 'pending@example.test',
});
const EXPIRED = createInvitation({
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  email: 'late@example.test',
  status: 'expired',
});
const ACCEPTED = createInvitation({
  id: 'a1b2c3d4-0000-4000-8000-000000000003',
  email: 'ray@example.test',
  status: 'accepted',
  acceptedAt: '2026-03-03T12:00:00.000Z',
});

function renderView() {
  return renderWithProviders(<BrokerTruckersView />, { route: '/broker/truckers', role: 'broker' });
}

const list = (truckers = [createBrokerTrucker()], invitations = [PENDING, EXPIRED, ACCEPTED]) =>
  jsonResponse(200, { truckers, invitations });

describe('BrokerTruckersView', () => {
  it('lists the truckers with their company, truck type, home base and onboarding', async () => {
    stubFetch(() =>
      list([
        createBrokerTrucker(),
        createBrokerTrucker({
          userId: 'b1b2c3d4-0000-4000-8000-000000000009',
          firstName: 'Sam',
          lastName: 'New',
          email: 'sam@example.test',
          companyName: null,
          truckType: null,
          homeBase: null,
          onboardingComplete: false,
        }),
      ]),
    );
    renderView();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Ray Hauler')).toBeInTheDocument();
    for (const text of ['ray@example.test', 'Ray Hauling', 'Flatbed', 'Houston, TX', 'Done']) {
      expect(within(rows[1]!).getByText(text)).toBeInTheDocument();
    }
    expect(within(rows[2]!).getByText('Not finished')).toBeInTheDocument();
  });

  it('lists the invitations with status badges and dates, and offers Resend and Revoke where they apply', async () => {
    stubFetch(() => list());
    renderView();
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    const items = within(invitations).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Expires /)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Accepted')).toBeInTheDocument();

    expect(
      screen.getByRole('button', { name: 'Resend the invitation to pending@example.test' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Revoke the invitation to pending@example.test' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Resend the invitation to late@example.test' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke the invitation to late@example.test' }),
    ).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('resends an invitation and refreshes the list', async () => {
    const { requests } = stubFetch(({ method }) =>
      method === 'POST' ? jsonResponse(200, { ...EXPIRED, status: 'pending', sendCount: 2 }) : list(),
    );
    const { user } = renderView();
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to late@example.test' }),
    );
    expect(await screen.findByText('Invitation sent again to late@example.test')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.url).toBe(
      `/api/invitations/${EXPIRED.id}/resend`,
    );
    await waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/broker/truckers')).toHaveLength(2),
    );
  });

  it('asks before revoking, and revokes only when confirmed', async () => {
    const { requests } = stubFetch(({ method }) =>
      method === 'POST'
        ? jsonResponse(200, { ...PENDING, status: 'revoked', revokedAt: '2026-03-04T00:00:00.000Z' })
        : list(),
    );
    const { user } = renderView();
    await user.click(
      await screen.findByRole('button', { name: 'Revoke the invitation to pending@example.test' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to pending@example.test' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(within(dialog).getByText(/pending@example.test stops working/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));

    expect(await screen.findByText('Invitation to pending@example.test revoked')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/invitations/${PENDING.id}/revoke`,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("toasts the server's message when a resend is refused", async () => {
    stubFetch(({ method }) =>
      method === 'POST'
        ? problemResponse(409, { code: 'conflict', detail: 'This invitation was already accepted.' })
        : list(),
    );
    const { user } = renderView();
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to pending@example.test' }),
    );
    const toast = (await screen.findByText('Could not resend the invitation')).closest('li');
    expect(within(toast!).getByText('This invitation was already accepted.')).toBeInTheDocument();
  });

  it('shows empty states with a link to Invite Trucker', async () => {
    stubFetch(() => list([], []));
    renderView();
    expect(
      await screen.findByText('No truckers yet. Invite the truckers you work with.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No invitations yet.')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Invite Trucker/ });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/broker/invite');
  });

  it('refreshes when the server announces invitation.updated', async () => {
    let accepted = false;
    stubFetch(() => (accepted ? list([createBrokerTrucker()], [ACCEPTED]) : list([], [PENDING])));
    renderView();
    await screen.findByText('No truckers yet. Invite the truckers you work with.');
    accepted = true;
    emitLive('user:test-user', 'invitation.updated', { id: PENDING.id });
    expect(await screen.findByText('Ray Hauler')).toBeInTheDocument();
  });
});
