import type { ChatThreadList } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { chatKeys } from './chat-keys';

/** POST /api/chat/threads/:id/read: 204; the caller has read the thread (other tabs get chat.read). */
export function markThreadRead(threadId: string): Promise<unknown> {
  return api.post(`/api/chat/threads/${encodeURIComponent(threadId)}/read`, undefined);
}

export const markThreadReadMutationOptions = () =>
  mutationOptions<unknown, Error, string>({
    mutationKey: ['chat', 'read'],
    mutationFn: markThreadRead,
  });

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    ...markThreadReadMutationOptions(),
    onMutate: (threadId) => {
      queryClient.setQueryData<ChatThreadList>(chatKeys.threads(), (list) =>
        list
          ? {
              items: list.items.map((thread) =>
                thread.id === threadId ? { ...thread, unreadCount: 0 } : thread,
              ),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
  });
}
