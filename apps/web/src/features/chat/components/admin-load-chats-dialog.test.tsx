import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';

import {
  BROKER_ID,
  createChatMessage,
  createThread,
  messagesPage,
  THREAD_ID,
  TRUCKER_ID,
} from '../testing/factories';
import { AdminLoadChatsDialog } from './admin-load-chats-dialog';

const LOAD = { id: '7d1f0c4e-1a2b-4c3d-8e9f-000000000001', number: 1042, threadCount: 2 };
const THREADS_URL = `/api/admin/loads/${LOAD.id}/threads`;
const MESSAGES_URL = `/api/chat/threads/${THREAD_ID}/messages`;

const older = createChatMessage({ senderId: TRUCKER_ID, senderRole: 'trucker', body: 'Is it still open?' });
const question = createChatMessage({
  senderId: TRUCKER_ID,
  senderRole: 'trucker',
  body: 'Can I load at <b>6</b>?',
});
const answer = createChatMessage({ senderId: BROKER_ID, senderRole: 'broker', body: 'Yes, dock 4.' });
const withMessages = createThread({ lastMessage: answer, lastMessageAt: answer.createdAt });
const quiet = createThread({
  id: 'c0000000-0000-4000-8000-000000000002',
  trucker: { id: '00000000-0000-4000-8000-000000000009', name: 'Sam Short', companyName: 'Short Haul Co' },
});

function stubAdminChats(threads = [withMessages, quiet]) {
  return stubFetch((request) => {
    if (request.url === THREADS_URL) return jsonResponse(200, { items: threads });
    if (request.url.startsWith(MESSAGES_URL))
      return jsonResponse(
        200,
        request.url.includes('before=older')
          ? messagesPage([older])
          : messagesPage([question, answer], 'older'),
      );
    return problemResponse(404, { code: 'not_found', detail: 'Not found' });
  });
}

async function openDialog() {
  const view = renderWithProviders(<AdminLoadChatsDialog load={LOAD} />, {
    route: '/admin/loads',
    role: 'admin',
  });
  const open = screen.getByRole('button', { name: 'Read the 2 chats about HC-1042' });
  expect(open).toHaveTextContent('Chats (2)');
  await view.user.click(open);
  const dialog = await screen.findByRole('dialog', { name: 'Chats about HC-1042' });
  return { ...view, dialog };
}

describe('AdminLoadChatsDialog', () => {
  it('lists the conversations about the load, each trucker with their company and last activity', async () => {
    const { requests } = stubAdminChats();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Admins can read but not post.')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Conversations about this load' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Ray Hauler');
    expect(first).toHaveTextContent('Ray Hauling');
    expect(first).toHaveTextContent('Yes, dock 4.');
    expect(within(first!).getByText('5 min. ago')).toHaveAttribute('dateTime', answer.createdAt);
    expect(second).toHaveTextContent('Sam Short');
    expect(second).toHaveTextContent('Short Haul Co');
    expect(second).toHaveTextContent('No messages yet');
    expect(within(dialog).getByText('Pick a conversation to read it.')).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual([THREADS_URL]);
  });

  it('shows the picked conversation read only: messages as text with their senders, older ones on demand, no composer', async () => {
    const { requests } = stubAdminChats();
    const { dialog, user } = await openDialog();
    const ray = await within(dialog).findByRole('button', { name: /Ray Hauler/ });
    await user.click(ray);
    expect(ray).toHaveAttribute('aria-pressed', 'true');

    const log = await within(dialog).findByRole('log', {
      name: 'Messages between Ray Hauler and Dana Broker',
    });
    // Bodies are plain text: the markup is shown, not rendered.
    expect(await within(log).findByText('Can I load at <b>6</b>?')).toBeInTheDocument();
    expect(within(log).getByText('Yes, dock 4.')).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
    expect(
      within(log)
        .getAllByText(/^(Ray Hauler|Dana Broker) ·/)
        .map((el) => el.textContent),
    ).toEqual(['Ray Hauler · ', 'Dana Broker · ']);

    await user.click(within(dialog).getByRole('button', { name: 'Load older messages' }));
    expect(await within(log).findByText('Is it still open?')).toBeInTheDocument();
    expect(within(dialog).getByText('This is the start of the conversation.')).toBeInTheDocument();

    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    // Nothing is sent or marked read on the parties' behalf.
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('says when the conversations could not be loaded', async () => {
    stubFetch(() => problemResponse(404, { code: 'not_found', detail: 'Load not found' }));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('Could not load the conversations')).toBeInTheDocument();
    expect(within(dialog).getByText('Load not found')).toBeInTheDocument();
  });
});
