import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderApp } from '@/testing/test-utils';

const BROKER = { id: '00000000-0000-4000-8000-000000000003', email: 'broker@example.test' };
const TRUCKER = { id: '00000000-0000-4000-8000-000000000002', email: 'trucker@example.test' };

describe('app layout', () => {
  it("shows the broker's unread chat messages next to Chat and keeps the count live", async () => {
    let total = 3;
    stubFetch(({ url }) =>
      url === '/api/chat/unread' ? jsonResponse(200, { total }) : jsonResponse(404, {}),
    );
    renderApp({ route: '/broker/ratings', role: 'broker', user: BROKER });
    const nav = await screen.findByRole('navigation', { name: 'Broker Panel' });
    const chat = await within(nav).findByRole('link', { name: 'Chat 3 unread' });
    expect(chat).toHaveAttribute('href', '/broker/chat');

    total = 0;
    emitLive(`user:${BROKER.id}`, 'chat.read', {
      threadId: 'c0000000-0000-4000-8000-000000000001',
      userId: BROKER.id,
    });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Chat' })).toBeInTheDocument());
  });

  it("puts the trucker's count on /trucker/chat", async () => {
    stubFetch(({ url }) =>
      url === '/api/chat/unread' ? jsonResponse(200, { total: 12 }) : jsonResponse(404, {}),
    );
    renderApp({ route: '/trucker/score', role: 'trucker', user: TRUCKER });
    const nav = await screen.findByRole('navigation', { name: 'Trucker Panel' });
    expect(await within(nav).findByRole('link', { name: 'Chat 12 unread' })).toHaveAttribute(
      'href',
      '/trucker/chat',
    );
  });

  it('toasts booking changes to the signed-in broker', async () => {
    stubFetch(({ url }) =>
      url === '/api/chat/unread' ? jsonResponse(200, { total: 0 }) : jsonResponse(404, {}),
    );
    renderApp({ route: '/broker/ratings', role: 'broker', user: BROKER });
    await screen.findByRole('navigation', { name: 'Broker Panel' });
    emitLive(`user:${BROKER.id}`, 'booking.updated', {
      id: 'b0000000-0000-4000-8000-000000000001',
      loadId: '7d1f0c4e-1a2b-4c3d-8e9f-000000000001',
      stage: 'delivered',
      truckerName: 'Ray Hauler',
      loadNumber: 1042,
    });
    expect(await screen.findByText('HC-1042 delivered — confirm delivery')).toBeInTheDocument();
  });

  it('asks nothing for visitors and admins', async () => {
    const { requests } = stubFetch(() => jsonResponse(404, {}));
    renderApp({ route: '/admin/settings', role: 'admin', user: BROKER });
    await screen.findByRole('navigation', { name: 'Admin Panel' });
    expect(requests.map((r) => r.url)).not.toContain('/api/chat/unread');
  });
});
