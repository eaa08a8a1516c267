import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createInvitation } from '../testing/admin-fixtures';
import { UsersAdminView } from './users-admin-view';

const BROKER_ID = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const pending = createInvitation({ email: 'pending@example.test' });
const accepted = createInvitation({ email: 'accepted@example.test', status: 'accepted', kind: 'broker' });

function invitationsApi(post: (request: RecordedRequest) => Response = () => jsonResponse(201, pending)) {
  return stubFetch((request) => {
    if (request.method === 'POST') return post(request);
    if (request.url === '/api/admin/brokers/options') {
      return jsonResponse(200, {
        items: [{ id: BROKER_ID, companyName: 'Lone Star Freight', mcNumber: '123456' }],
      });
    }
    return jsonResponse(200, { items: [pending, accepted] });
  });
}

function renderInvitations() {
  return renderWithProviders(<UsersAdminView />, { route: '/admin/users?tab=invitations', role: 'admin' });
}

const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

describe('InvitationsPanel', () => {
  it('validates the form with the shared schema and sends nothing until it is valid', async () => {
    const { requests } = invitationsApi();
    const { user } = renderInvitations();

    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('invites a trucker under a broker, with a note', async () => {
    const { requests } = invitationsApi();
    const { user } = renderInvitations();

    await user.type(await screen.findByLabelText('Email'), ' new.driver@example.test ');
    await screen.findByRole('option', { name: 'Lone Star Freight (MC 123456)' });
    await user.selectOptions(screen.getByLabelText('For broker'), BROKER_ID);
    await user.type(screen.getByLabelText('Note'), 'Runs hotshot out of Dallas');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to new.driver@example.test')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      {
        url: '/api/admin/invitations',
        method: 'POST',
        body: {
          email: 'new.driver@example.test',
          kind: 'trucker',
          note: 'Runs hotshot out of Dallas',
          brokerId: BROKER_ID,
        },
      },
    ]);
    await waitFor(() => {
      expect(screen.getByLabelText('Email')).toHaveValue('');
    });
  });

  it('invites a broker without a broker field', async () => {
    const { requests } = invitationsApi();
    const { user } = renderInvitations();

    await user.type(await screen.findByLabelText('Email'), 'owner@brokerage.test');
    await user.click(screen.getByRole('radio', { name: 'Broker' }));
    expect(screen.queryByLabelText('For broker')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    await screen.findByText('Invitation sent to owner@brokerage.test');
    expect(posts(requests)[0]?.body).toEqual({ email: 'owner@brokerage.test', kind: 'broker' });
  });

  it("toasts the server's detail when the email cannot be invited", async () => {
    invitationsApi(() =>
      problemResponse(409, {
        code: 'conflict',
        detail: 'owner@brokerage.test is already a member.',
      }),
    );
    const { user } = renderInvitations();

    await user.type(await screen.findByLabelText('Email'), 'owner@brokerage.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Could not send the invitation')).toBeInTheDocument();
    expect(screen.getByText('owner@brokerage.test is already a member.')).toBeInTheDocument();
  });

  it('maps a 400 field error to its field', async () => {
    invitationsApi(() =>
      problemResponse(400, {
        code: 'validation_failed',
        detail: 'The request is invalid.',
        errors: [{ field: 'brokerId', message: 'This broker is not verified' }],
      }),
    );
    const { user } = renderInvitations();

    await user.type(await screen.findByLabelText('Email'), 'driver@example.test');
    await screen.findByRole('option', { name: 'Lone Star Freight (MC 123456)' });
    await user.selectOptions(screen.getByLabelText('For broker'), BROKER_ID);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This broker is not verified')).toBeInTheDocument();
    expect(screen.getByLabelText('For broker')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists invitations with status badges; pending ones can be resent and revoked', async () => {
    const { requests } = invitationsApi((request) =>
      jsonResponse(200, { ...pending, status: request.url.endsWith('/revoke') ? 'revoked' : 'pending' }),
    );
    const { user } = renderInvitations();

    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('pending@example.test');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Ada Admin');
    expect(second).toHaveTextContent('Accepted');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Resend pending@example.test' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: 'Revoke pending@example.test' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(posts(requests).map((request) => request.url)).toEqual([
      `/api/invitations/${pending.id}/resend`,
      `/api/invitations/${pending.id}/revoke`,
    ]);
  });
});
