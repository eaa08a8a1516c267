import type { AdminInviteRequest } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import { createInvitation, createInviteRequest } from '../testing/admin-fixtures';
import { UsersAdminView } from './users-admin-view';

const BROKER_ID = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const request = createInviteRequest({ email: 'riley@example.test', name: 'Riley Road' });
const brokers = { items: [{ id: BROKER_ID, companyName: 'Lone Star Freight', mcNumber: '123456' }] };

/** Serves the queue; once `handled` is set, the request comes back with that status. */
function queueApi(post: (request: RecordedRequest) => Response | undefined) {
  const state: { handled: AdminInviteRequest | null } = { handled: null };
  const stub = stubFetch((req) => {
    if (req.url === '/api/admin/brokers/options') return jsonResponse(200, brokers);
    if (req.method === 'POST') {
      const answer = post(req);
      if (answer?.ok) {
        state.handled = { ...request, status: req.url.endsWith('/invite') ? 'invited' : 'dismissed' };
      }
      return answer ?? jsonResponse(500, {});
    }
    const item = state.handled ?? request;
    const status = new URL(req.url, 'http://localhost').searchParams.get('status');
    const items = status === 'all' || status === item.status ? [item] : [];
    return jsonResponse(200, { items, total: items.length });
  });
  return stub;
}

function renderQueue() {
  return renderWithProviders(<UsersAdminView />, { route: '/admin/users?tab=requests', role: 'admin' });
}

describe('InviteRequestsPanel', () => {
  it('sends an invitation in one click, with the chosen broker, and the request leaves the new queue', async () => {
    const invitation = createInvitation({ email: request.email });
    const { requests } = queueApi(() => jsonResponse(201, invitation));
    const { user } = renderQueue();

    const item = await screen.findByRole('article', { name: 'riley@example.test' });
    expect(item).toHaveTextContent('Hotshot out of Dallas, TX');
    expect(item).toHaveTextContent('Riley Road');
    await within(item).findByRole('option', { name: 'Lone Star Freight (MC 123456)' });
    await user.selectOptions(within(item).getByLabelText('For broker'), BROKER_ID);
    await user.click(within(item).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to riley@example.test')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      {
        url: `/api/admin/invite-requests/${request.id}/invite`,
        method: 'POST',
        body: { brokerId: BROKER_ID },
      },
    ]);
    expect(await screen.findByText('No invite requests here.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    const handled = await screen.findByRole('article', { name: 'riley@example.test' });
    expect(handled).toHaveTextContent('Invited');
    expect(within(handled).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('sends no broker when none is chosen', async () => {
    const { requests } = queueApi(() => jsonResponse(201, createInvitation()));
    const { user } = renderQueue();

    const item = await screen.findByRole('article', { name: 'riley@example.test' });
    await user.click(within(item).getByRole('button', { name: 'Send invitation' }));
    await screen.findByText('Invitation sent to riley@example.test');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({});
  });

  it('dismisses a request', async () => {
    const { requests } = queueApi(() =>
      jsonResponse(200, { ...request, status: 'dismissed', handledAt: '2030-05-04T08:00:00.000Z' }),
    );
    const { user } = renderQueue();

    const item = await screen.findByRole('article', { name: 'riley@example.test' });
    await user.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Request dismissed')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.url).toBe(
      `/api/admin/invite-requests/${request.id}/dismiss`,
    );
    await waitFor(() => {
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
    });
  });

  it("toasts the server's detail when the invitation cannot be sent", async () => {
    queueApi(() =>
      problemResponse(409, { code: 'conflict', detail: 'riley@example.test is already a member.' }),
    );
    const { user } = renderQueue();

    const item = await screen.findByRole('article', { name: 'riley@example.test' });
    await user.click(within(item).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Could not send the invitation')).toBeInTheDocument();
    expect(screen.getByText('riley@example.test is already a member.')).toBeInTheDocument();
  });
});
