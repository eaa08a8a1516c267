import { chatThread } from '@haulclub/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** What the board needs of the thread (the chat screens read the rest). */
const openedThread = chatThread.pick({ id: true });
export type OpenedThread = { id: string };

/** POST /api/loads/:id/chat: the trucker's thread with the load's broker, created on first use (201). */
export function openLoadChat(loadId: string): Promise<OpenedThread> {
  return api.post(`/api/loads/${encodeURIComponent(loadId)}/chat`, undefined, { schema: openedThread });
}

export const openLoadChatMutationOptions = () =>
  mutationOptions<OpenedThread, Error, string>({
    mutationKey: ['loads', 'open-chat'],
    mutationFn: openLoadChat,
  });

export function useOpenLoadChat() {
  return useMutation(openLoadChatMutationOptions());
}
