import { chatThread, type ChatThread } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { chatKeys } from './chat-keys';

/** GET /api/chat/threads/:id: one conversation (404 unless the caller is a party). */
export function getChatThread(threadId: string, signal?: AbortSignal): Promise<ChatThread> {
  return api.get(`/api/chat/threads/${encodeURIComponent(threadId)}`, {
    schema: chatThread,
    ...(signal ? { signal } : {}),
  });
}

export const getChatThreadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(threadId),
    queryFn: ({ signal }) => getChatThread(threadId, signal),
  });

/** The thread, read on its own only when `enabled` (normally it comes from the thread list). */
export function useChatThread(threadId: string, enabled: boolean) {
  return useQuery({ ...getChatThreadQueryOptions(threadId), enabled });
}
