import type { ChatMessage, ChatThread } from '@haulclub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, problemResponse, stubFetch, type RecordedRequest } from '@/testing/http';
import { emitLive } from '@/testing/live';
import { renderWithProviders } from '@/testing/test-utils';

import {
  BROKER_ID,
  createChatMessage,
  createThread,
  messagesPage,
  THREAD_ID,
  TRUCKER_ID,
  BROKER_USER,
  TRUCKER_USER,
} from '../testing/factories';
import { ChatView } from './chat-view';

const HELLO = createChatMessage({ body: 'Still available?' });
const THREAD = createThread({ lastMessage: HELLO, lastMessageAt: HELLO.createdAt, unreadCount: 2 });
const MESSAGES_URL = `/api/chat/threads/${THREAD_ID}/messages`;

type Handler = (request: RecordedRequest) => Response | null;

function stubChat(options: { threads?: ChatThread[]; messages?: ChatMessage[]; handle?: Handler } = {}) {
  const { threads = [THREAD], messages = [HELLO], handle = () => null } = options;
  return stubFetch((request) => {
    const custom = handle(request);
    if (custom) return custom;
    if (request.url === '/api/chat/threads') return jsonResponse(200, { items: threads });
    if (request.url.endsWith('/read')) return new Response(null, { status: 204 });
    if (request.method === 'POST' && request.url === MESSAGES_URL) {
      const { body, clientId } = request.body as { body: string; clientId: string };
      return jsonResponse(
        201,
        createChatMessage({
          senderId: TRUCKER_ID,
          senderRole: 'trucker',
          body,
          clientId,
          createdAt: new Date().toISOString(),
        }),
      );
    }
    if (request.url.startsWith(MESSAGES_URL)) return jsonResponse(200, messagesPage(messages));
    return jsonResponse(404, {});
  });
}

function renderChat(route = `/trucker/chat?thread=${THREAD_ID}`, props: Parameters<typeof ChatView>[0] = {}) {
  return renderWithProviders(<ChatView {...props} />, { route, role: 'trucker', user: TRUCKER_USER });
}

const log = () => screen.findByRole('log', { name: 'Messages with Dana Broker' });
const composer = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatView', () => {
  it('lists the conversations with the other party, the load, the last message and the unread count', async () => {
    stubChat();
    renderChat('/trucker/chat');
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const link = within(nav).getByRole('link', { name: /Dana Broker/ });
    expect(link).toHaveAttribute('href', `/trucker/chat?thread=${THREAD_ID}`);
    expect(within(link).getByText('Lone Star Freight LLC', { exact: false })).toBeInTheDocument();
    expect(within(link).getByText('HC-1042')).toBeInTheDocument();
    expect(within(link).getByText('Dallas, TX → Houston, TX')).toBeInTheDocument();
    expect(within(link).getByText('Still available?')).toBeInTheDocument();
    expect(within(link).getByText('5 min. ago')).toBeInTheDocument();
    expect(within(link).getByText('2 unread')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
  });

  it('opens the thread from ?thread=, shows the load and marks it read', async () => {
    const { requests } = stubChat();
    renderChat(`/trucker/chat?thread=${THREAD_ID}`, {
      renderLoadAction: (t) =>
        t.load.bookable ? <button type="button">Book HC-{t.load.number}</button> : null,
    });
    const messages = await log();
    expect(await within(messages).findByText('Still available?')).toBeInTheDocument();
    const conversation = screen.getByRole('region', { name: /Dana Broker/ });
    expect(within(conversation).getByText('Flatbed')).toBeInTheDocument();
    expect(within(conversation).getByText('$1,200')).toBeInTheDocument();
    expect(within(conversation).getByText('Open')).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Book HC-1042' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toContain(
        `/api/chat/threads/${THREAD_ID}/read`,
      ),
    );
    expect(requests.map((r) => r.url)).toContain(`${MESSAGES_URL}?limit=30`);
    expect(screen.getByRole('link', { name: /Dana Broker/ })).not.toHaveTextContent('2 unread');
  });

  it('renders markup as literal text and only http(s) URLs as links', async () => {
    const body = '<img src=x onerror=alert(1)> see https://example.com';
    stubChat({ messages: [createChatMessage({ body })] });
    renderChat();
    const messages = await log();
    const links = await within(messages).findAllByRole('link');
    expect(links[0]?.parentElement?.textContent).toBe(body);
    expect(within(messages).getByText('<img src=x onerror=alert(1)> see')).toBeInTheDocument();
    expect(messages.querySelector('img')).toBeNull();
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('https://example.com');
    expect(links[0]).toHaveAttribute('href', 'https://example.com');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('sends with Enter and shows the message at once, once even after the live echo', async () => {
    const { requests } = stubChat();
    const { user } = renderChat();
    const messages = await log();
    await within(messages).findByText('Still available?');

    await user.type(composer(), 'Yes, loading at 8');
    expect(screen.getByText('17 / 1000')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(messages).getByText('Yes, loading at 8')).toBeInTheDocument();
    expect(composer()).toHaveValue('');

    const post = await waitFor(() => {
      const found = requests.find((r) => r.method === 'POST' && r.url === MESSAGES_URL);
      expect(found).toBeDefined();
      return found!;
    });
    const sent = post.body as { body: string; clientId: string };
    expect(sent.body).toBe('Yes, loading at 8');
    expect(sent.clientId).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(within(messages).queryByText('Sending…')).not.toBeInTheDocument());

    emitLive(`user:${TRUCKER_ID}`, 'chat.message', {
      threadId: THREAD_ID,
      message: createChatMessage({
        senderId: TRUCKER_ID,
        senderRole: 'trucker',
        body: sent.body,
        clientId: sent.clientId,
      }),
    });
    emitLive(`user:${TRUCKER_ID}`, 'chat.message', {
      threadId: THREAD_ID,
      message: createChatMessage({ body: 'Perfect' }),
    });
    expect(await within(messages).findByText('Perfect')).toBeInTheDocument();
    expect(within(messages).getAllByText('Yes, loading at 8')).toHaveLength(1);
  });

  it('adds a line with Shift+Enter instead of sending', async () => {
    const { requests } = stubChat();
    const { user } = renderChat();
    await log();
    await user.type(composer(), 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(composer()).toHaveValue('Line one\nLine two');
    expect(requests.some((r) => r.method === 'POST' && r.url === MESSAGES_URL)).toBe(false);
  });

  it('says when to try again after a 429, and keeps the text', async () => {
    stubChat({
      handle: (r) =>
        r.method === 'POST' && r.url === MESSAGES_URL
          ? new Response(
              JSON.stringify({
                type: 'x',
                title: 'Too many requests',
                status: 429,
                code: 'rate_limited',
                detail: 'Slow down',
              }),
              { status: 429, headers: { 'content-type': 'application/problem+json', 'retry-after': '12' } },
            )
          : null,
    });
    const { user } = renderChat();
    const messages = await log();
    await user.type(composer(), 'Hello again{Enter}');
    expect(
      await screen.findByText("You're sending messages too fast — try again in 12 s"),
    ).toBeInTheDocument();
    expect(composer()).toHaveValue('Hello again');
    expect(within(messages).queryByText('Hello again')).not.toBeInTheDocument();
  });

  it('asks to try again in a moment after a 429 without Retry-After', async () => {
    stubChat({
      handle: (r) =>
        r.method === 'POST' && r.url === MESSAGES_URL
          ? problemResponse(429, { code: 'rate_limited', detail: 'Slow down' })
          : null,
    });
    const { user } = renderChat();
    await log();
    await user.type(composer(), 'Hello again{Enter}');
    expect(
      await screen.findByText("You're sending messages too fast — try again in a moment"),
    ).toBeInTheDocument();
    expect(composer()).toHaveValue('Hello again');
  });

  it('keeps the text and shows the detail when sending fails otherwise', async () => {
    stubChat({
      handle: (r) =>
        r.method === 'POST' && r.url === MESSAGES_URL
          ? problemResponse(404, { code: 'not_found', detail: 'Thread not found' })
          : null,
    });
    const { user } = renderChat();
    await log();
    await user.type(composer(), 'Anyone there?{Enter}');
    expect(await screen.findByText('Your message was not sent. Thread not found')).toBeInTheDocument();
    expect(composer()).toHaveValue('Anyone there?');
  });

  it('refuses a message over the limit', async () => {
    stubChat();
    const { user } = renderChat();
    await log();
    await user.click(composer());
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1001 / 1000')).toBeInTheDocument();
    expect(screen.getByRole('alert', { hidden: false })).toHaveTextContent(
      'Messages are at most 1000 characters',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('loads older messages with the cursor, above the newer ones', async () => {
    const older = createChatMessage({ body: 'Is the rate firm?', createdAt: '2026-03-01T10:00:00.000Z' });
    const { requests } = stubChat({
      handle: (r) => {
        if (!r.url.startsWith(`${MESSAGES_URL}?`)) return null;
        return r.url.includes('before=cursor-1')
          ? jsonResponse(200, messagesPage([older]))
          : jsonResponse(200, messagesPage([HELLO], 'cursor-1'));
      },
    });
    const { user } = renderChat();
    const messages = await log();
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await within(messages).findByText('Is the rate firm?')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toContain(`${MESSAGES_URL}?before=cursor-1&limit=30`);
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Is the rate firm?');
    expect(items[1]).toHaveTextContent('Still available?');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(screen.getByText('This is the start of the conversation.')).toBeInTheDocument();
  });

  it('appends a live message to the open thread, marks it read and refreshes the list', async () => {
    const { requests } = stubChat();
    renderChat();
    const messages = await log();
    await within(messages).findByText('Still available?');
    const reads = () => requests.filter((r) => r.url.endsWith('/read')).length;
    await waitFor(() => expect(reads()).toBe(1));
    const threadLoads = requests.filter((r) => r.url === '/api/chat/threads').length;

    const incoming = createChatMessage({ senderId: BROKER_ID, body: 'Great, see you at 8' });
    emitLive(`user:${TRUCKER_ID}`, 'chat.message', { threadId: THREAD_ID, message: incoming });
    emitLive(`user:${TRUCKER_ID}`, 'chat.message', { threadId: THREAD_ID, message: incoming });
    emitLive(`user:${TRUCKER_ID}`, 'chat.message', {
      threadId: THREAD_ID,
      message: createChatMessage({ body: 'Bring straps' }),
    });
    expect(await within(messages).findByText('Bring straps')).toBeInTheDocument();
    expect(within(messages).getAllByText('Great, see you at 8')).toHaveLength(1);
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/chat/threads').length).toBeGreaterThan(threadLoads),
    );
  });

  it('drops the Book action when the load is booked by someone else', async () => {
    let thread = THREAD;
    const { requests } = stubChat({
      handle: (r) => (r.url === '/api/chat/threads' ? jsonResponse(200, { items: [thread] }) : null),
    });
    renderChat(`/trucker/chat?thread=${THREAD_ID}`, {
      renderLoadAction: (t) => (t.load.bookable ? <button type="button">Book</button> : null),
    });
    expect(await screen.findByRole('button', { name: 'Book' })).toBeInTheDocument();

    thread = { ...THREAD, load: { ...THREAD.load, status: 'booked', bookable: false } };
    emitLive('loads', 'load.removed', { id: 'f0000000-0000-4000-8000-000000000009', status: 'booked' });
    emitLive('loads', 'load.removed', { id: THREAD.load.id, status: 'booked' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument());
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/chat/threads')).toHaveLength(2);
  });

  it('shows the broker the trucker they are talking to', async () => {
    stubChat();
    renderWithProviders(<ChatView />, {
      route: `/broker/chat?thread=${THREAD_ID}`,
      role: 'broker',
      user: BROKER_USER,
    });
    expect(await screen.findByRole('log', { name: 'Messages with Ray Hauler' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(nav).getByRole('link', { name: /Ray Hauler/ })).toHaveAttribute(
      'href',
      `/broker/chat?thread=${THREAD_ID}`,
    );
  });
});
