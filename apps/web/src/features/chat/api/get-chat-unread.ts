import { chatUnread } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { chatKeys } from './chat-keys';

export type ChatUnread = z.infer<typeof chatUnread>;

/** GET /api/chat/unread: unread messages over all the user's threads (the sidebar badge). */
export function getChatUnread(signal?: AbortSignal): Promise<ChatUnread> {
  return api.get('/api/chat/unread', { schema: chatUnread, ...(signal ? { signal } : {}) });
}

export const getChatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getChatUnread(signal),
  });

export function useChatUnreadQuery(enabled = true) {
  return useQuery({ ...getChatUnreadQueryOptions(), enabled });
}
