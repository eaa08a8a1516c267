import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { createChatMessage, THREAD_ID } from '../testing/factories';
import { chatKeys } from './chat-keys';
import type { ChatPage } from './get-chat-messages';
import { removeMessage, upsertMessage } from './message-cache';

type Pages = InfiniteData<ChatPage, string | undefined>;

function cacheWith(newest: ChatPage['items'], older: ChatPage['items'] = []) {
  const client = new QueryClient();
  client.setQueryData<Pages>(chatKeys.messages(THREAD_ID), {
    pages: [
      { items: newest, nextCursor: 'c1' },
      { items: older, nextCursor: null },
    ],
    pageParams: [undefined, 'c1'],
  });
  const bodies = () =>
    client
      .getQueryData<Pages>(chatKeys.messages(THREAD_ID))!
      .pages.map((page) => page.items.map((item) => `${item.body}${item.pending ? ' (pending)' : ''}`));
  return { client, bodies };
}

describe('message cache', () => {
  const a = createChatMessage({ body: 'a' });
  const b = createChatMessage({ body: 'b' });

  it('appends a new message to the newest page and ignores a repeat of the same id', () => {
    const { client, bodies } = cacheWith([a], [b]);
    const c = createChatMessage({ body: 'c' });
    upsertMessage(client, THREAD_ID, c);
    upsertMessage(client, THREAD_ID, c);
    expect(bodies()).toEqual([['a', 'c'], ['b']]);
  });

  it('replaces the optimistic message in place when the server copy arrives, by clientId', () => {
    const { client, bodies } = cacheWith([a]);
    upsertMessage(client, THREAD_ID, {
      ...createChatMessage({ id: 'k1', body: 'mine', clientId: 'k1' }),
      pending: true,
    });
    upsertMessage(client, THREAD_ID, createChatMessage({ body: 'c' }));
    expect(bodies()[0]).toEqual(['a', 'mine (pending)', 'c']);

    const server = createChatMessage({ body: 'mine', clientId: 'k1' });
    upsertMessage(client, THREAD_ID, server); // the live echo
    upsertMessage(client, THREAD_ID, server); // then the POST answer
    expect(bodies()[0]).toEqual(['a', 'mine', 'c']);
  });

  it('takes a failed optimistic message out', () => {
    const { client, bodies } = cacheWith([a]);
    upsertMessage(client, THREAD_ID, {
      ...createChatMessage({ id: 'k2', body: 'oops', clientId: 'k2' }),
      pending: true,
    });
    removeMessage(client, THREAD_ID, 'k2');
    expect(bodies()[0]).toEqual(['a']);
  });

  it('leaves conversations that are not cached alone', () => {
    const client = new QueryClient();
    upsertMessage(client, THREAD_ID, a);
    expect(client.getQueryData(chatKeys.messages(THREAD_ID))).toBeUndefined();
  });
});
