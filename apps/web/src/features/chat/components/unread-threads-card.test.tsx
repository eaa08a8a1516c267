import type { ChatThread } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatGrid } from '@/components/ui/stat-card';
import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import { useChatUnread } from '../hooks/use-chat-unread';
import {
  BROKER_ID,
  BROKER_USER,
  createChatMessage,
  createThread,
  TRUCKER_ID,
  TRUCKER_USER,
} from '../testing/factories';
import { UnreadMessagesStat } from './unread-messages-stat';
import { UnreadThreadsCard } from './unread-threads-card';

const threadId = (n: number) => `c0000000-0000-4000-8000-00000000000${String(n)}`;

function thread(n: number, unreadCount: number, body: string): ChatThread {
  const message = createChatMessage({
    threadId: threadId(n),
    senderId: TRUCKER_ID,
    senderRole: 'trucker',
    body,
  });
  return createThread({
    id: threadId(n),
    load: { ...createThread().load, number: 1040 + n },
    lastMessage: message,
    lastMessageAt: message.createdAt,
    unreadCount,
  });
}

/** The dashboard as the app layout mounts it: the layout keeps the unread count live. */
function Dashboard() {
  useChatUnread();
  return (
    <>
      <StatGrid label="At a glance">
        <UnreadMessagesStat />
      </StatGrid>
      <UnreadThreadsCard />
    </>
  );
}

function stubChat(state: { threads: ChatThread[] }) {
  return stubFetch(({ url }) => {
    if (url === '/api/chat/threads') return jsonResponse(200, { items: state.threads });
    if (url === '/api/chat/unread')
      return jsonResponse(200, { total: state.threads.reduce((sum, t) => sum + t.unreadCount, 0) });
    return jsonResponse(404, {});
  });
}

function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'At a glance' });
  const term = within(stats).getByText(label, { selector: 'dt, dt *' }).closest('div');
  return within(term as HTMLElement).getAllByRole('definition')[0]?.textContent ?? null;
}

describe('UnreadThreadsCard and UnreadMessagesStat', () => {
  it("lists the broker's conversations with unread messages, each opening its thread in Chat", async () => {
    stubChat({
      threads: [thread(1, 2, 'Is the dock open at 6?'), thread(2, 0, 'Thanks!'), thread(3, 1, 'On my way')],
    });
    renderWithProviders(<Dashboard />, { route: '/broker', role: 'broker', user: BROKER_USER });

    const list = await screen.findByRole('list', { name: 'Unread conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', `/broker/chat?thread=${threadId(1)}`);
    expect(links[0]).toHaveTextContent('Ray Hauler');
    expect(links[0]).toHaveTextContent('HC-1041');
    expect(links[0]).toHaveTextContent('Is the dock open at 6?');
    expect(links[0]).toHaveTextContent('2 unread');
    expect(links[1]).toHaveAttribute('href', `/broker/chat?thread=${threadId(3)}`);
    expect(screen.queryByText('Thanks!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Chat' })).toHaveAttribute('href', '/broker/chat');

    await waitFor(() => {
      expect(statValue('Unread messages')).toBe('3');
    });
    expect(screen.getByRole('link', { name: 'Unread messages' })).toHaveAttribute('href', '/broker/chat');
  });

  it('tells a caught-up trucker so, and links the trucker’s Chat', async () => {
    stubChat({ threads: [thread(1, 0, 'Thanks!')] });
    renderWithProviders(<Dashboard />, { route: '/trucker', role: 'trucker', user: TRUCKER_USER });
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    expect(screen.getByText('When a broker replies to you, it shows up here.')).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Unread messages')).toBe('0');
    });
    expect(screen.getByRole('link', { name: 'Unread messages' })).toHaveAttribute('href', '/trucker/chat');
  });

  it('shows a new message at once when the user topic announces it', async () => {
    const state = { threads: [thread(1, 0, 'Thanks!')] };
    stubChat(state);
    renderWithProviders(<Dashboard />, { route: '/broker', role: 'broker', user: BROKER_USER });
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();

    const message = createChatMessage({
      threadId: threadId(1),
      senderId: TRUCKER_ID,
      body: 'Can you do $1,300?',
    });
    state.threads = [thread(1, 1, 'Can you do $1,300?')];
    emitLive(`user:${BROKER_ID}`, 'chat.message', { threadId: threadId(1), message });
    const list = await screen.findByRole('list', { name: 'Unread conversations' });
    expect(within(list).getByRole('link')).toHaveTextContent('Can you do $1,300?');
    await waitFor(() => {
      expect(statValue('Unread messages')).toBe('1');
    });
  });

  it("shows the server's reason when the conversations cannot be loaded", async () => {
    stubFetch(() => problemResponse(500, { code: 'internal', detail: 'Something went wrong on our side.' }));
    renderWithProviders(<Dashboard />, { route: '/broker', role: 'broker', user: BROKER_USER });
    expect(await screen.findByText('Could not load your conversations.')).toBeInTheDocument();
    expect(screen.getAllByText('Something went wrong on our side.')).toHaveLength(2);
  });
});
