import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import { chatKeys } from './chat-keys';
import type { ChatMessageItem, ChatPage } from './get-chat-messages';

type Pages = InfiniteData<ChatPage, string | undefined>;

const sameMessage = (a: ChatMessageItem, b: ChatMessageItem) =>
  a.id === b.id || (a.clientId !== null && a.clientId === b.clientId);

/**
 * Adds a message to a cached conversation, or replaces the one it reconciles with (same id, or the
 * optimistic message with the same clientId). New messages go to the end of the newest page.
 * Does nothing when the conversation is not cached: it loads in full when opened.
 */
export function upsertMessage(queryClient: QueryClient, threadId: string, message: ChatMessageItem): void {
  queryClient.setQueryData<Pages>(chatKeys.messages(threadId), (data) => {
    if (!data) return data;
    let found = false;
    const pages = data.pages.map((page) => {
      if (!page.items.some((item) => sameMessage(item, message))) return page;
      found = true;
      const items = page.items
        .map((item) => (sameMessage(item, message) ? message : item))
        // The echo and the POST answer can both be there: keep one.
        .filter((item, index, all) => all.findIndex((other) => sameMessage(other, item)) === index);
      return { ...page, items };
    });
    if (found) return { ...data, pages };
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

/** Takes an optimistic message out again (its send failed). */
export function removeMessage(queryClient: QueryClient, threadId: string, clientId: string): void {
  queryClient.setQueryData<Pages>(chatKeys.messages(threadId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => !(item.pending && item.clientId === clientId)),
          })),
        }
      : data,
  );
}
