import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { createOverview } from '../testing/admin-fixtures';
import { AdminDashboard } from './admin-dashboard';

function renderDashboard() {
  return renderWithProviders(<AdminDashboard />, { route: '/admin', role: 'admin' });
}

/** The number shown for a stat card, found by its label. */
function statValue(label: string): string | null | undefined {
  const stats = screen.getByRole('region', { name: 'Club figures' });
  const term = within(stats).getByText(label, { selector: 'dt, dt *' }).closest('dt');
  return term?.parentElement?.querySelector('dd')?.textContent;
}

describe('AdminDashboard', () => {
  beforeEach(() => {});

  it('shows the counts the API reports', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createOverview({
          pendingApplications: 11,
          usersByRole: { trucker: 1234, broker: 17, admin: 3, none: 0 },
          suspendedUsers: 5,
          openInviteRequests: 8,
          pendingInvitations: 13,
        }),
      ),
    );
    renderDashboard();

    await screen.findByRole('region', { name: 'Club figures' });
    expect(statValue('Pending applications')).toBe('11');
    expect(statValue('Truckers')).toBe('1,234');
    expect(statValue('Brokers')).toBe('17');
    expect(statValue('Admins')).toBe('3');
    expect(statValue('Suspended users')).toBe('5');
    expect(statValue('Open invite requests')).toBe('8');
    expect(statValue('Pending invitations')).toBe('13');
    expect(screen.getByRole('link', { name: 'Pending applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
  });

  it('lists recent activity and links to the admin screens', async () => {
    stubFetch(() =>
      jsonResponse(
        200,
        createOverview({
          recentActivity: [
            {
              id: '1',
              action: 'broker.application_approved',
              actorEmail: 'ada@haulclub.test',
              targetType: 'broker_application',
              targetId: null,
              at: '2030-05-01T10:00:00.000Z',
            },
            {
              id: '2',
              action: 'invitation.sent',
              actorEmail: null,
              targetType: 'invitation',
              targetId: null,
              at: '2030-05-01T09:00:00.000Z',
            },
          ],
        }),
      ),
    );
    renderDashboard();

    const activity = await screen.findByRole('list', { name: 'Recent activity' });
    const items = within(activity).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Approved a broker application');
    expect(items[0]).toHaveTextContent('by ada@haulclub.test');
    expect(items[1]).toHaveTextContent('invitation sent');
    expect(screen.getByRole('link', { name: 'Review applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
    expect(screen.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'Invite someone' })).toHaveAttribute(
      'href',
      '/admin/users?tab=invitations',
    );
  });

  it('refetches the counts when the admin live topic announces a change', async () => {
    let pending = 2;
    const { requests } = stubFetch(() => jsonResponse(200, createOverview({ pendingApplications: pending })));
    renderDashboard();
    await screen.findByRole('region', { name: 'Club figures' });
    expect(statValue('Pending applications')).toBe('2');

    pending = 3;
    emitLive('admin', 'application.created', { id: 'x' });
    await waitFor(() => {
      expect(statValue('Pending applications')).toBe('3');
    });
    expect(requests.every((request) => request.url === '/api/admin/overview')).toBe(true);
  });

  it('shows the server detail and retries on request', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? problemResponse(503, { code: 'unavailable', detail: 'The database is not answering.' })
        : jsonResponse(200, createOverview({ pendingApplications: 4 })),
    );
    const { user } = renderDashboard();

    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Club figures' });
    expect(statValue('Pending applications')).toBe('4');
  });
});
