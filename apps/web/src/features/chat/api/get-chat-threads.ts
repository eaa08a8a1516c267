import { chatThreadList, type ChatThreadList } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { chatKeys } from './chat-keys';

/** GET /api/chat/threads: the user's conversations, latest activity first. */
export function getChatThreads(signal?: AbortSignal): Promise<ChatThreadList> {
  return api.get('/api/chat/threads', { schema: chatThreadList, ...(signal ? { signal } : {}) });
}

export const getChatThreadsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.threads(),
    queryFn: ({ signal }) => getChatThreads(signal),
  });

export function useChatThreads() {
  return useQuery(getChatThreadsQueryOptions());
}
