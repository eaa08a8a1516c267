import { CHAT_PAGE_SIZE, chatMessagesPage, type ChatMessage } from '@haulclub/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { chatKeys } from './chat-keys';

/** A message as the cache holds it: `pending` while an optimistic one awaits the server. */
export type ChatMessageItem = ChatMessage & { pending?: true };
/** A page of history, oldest first within the page; the first page of the query is the newest. */
export type ChatPage = { items: ChatMessageItem[]; nextCursor: string | null };

/** GET /api/chat/threads/:id/messages: the newest page, or the one `before` a cursor. */
export function getChatMessages(threadId: string, before?: string, signal?: AbortSignal): Promise<ChatPage> {
  return api.get(`/api/chat/threads/${encodeURIComponent(threadId)}/messages`, {
    query: { before, limit: CHAT_PAGE_SIZE.default },
    schema: chatMessagesPage,
    ...(signal ? { signal } : {}),
  });
}

export const getChatMessagesQueryOptions = (threadId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(threadId),
    queryFn: ({ pageParam, signal }) => getChatMessages(threadId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The conversation's history; `fetchNextPage` loads older messages. */
export function useChatMessages(threadId: string) {
  return useInfiniteQuery(getChatMessagesQueryOptions(threadId));
}
