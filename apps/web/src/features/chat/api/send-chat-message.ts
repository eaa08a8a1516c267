import { chatMessage, type ChatMessage, type SendChatMessageInput } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { chatKeys } from './chat-keys';
import { removeMessage, upsertMessage } from './message-cache';

export type SendChatMessageVariables = { threadId: string } & Required<
  Pick<SendChatMessageInput, 'body' | 'clientId'>
>;

/**
 * POST /api/chat/threads/:id/messages. The same clientId again answers the first message.
 * A 429 is an ApiError whose `retryAfterSeconds` says when to try again.
 */
export function sendChatMessage({
  threadId,
  body,
  clientId,
}: SendChatMessageVariables): Promise<ChatMessage> {
  return apiRequest(`/api/chat/threads/${encodeURIComponent(threadId)}/messages`, {
    method: 'POST',
    body: { body, clientId },
    schema: chatMessage,
  });
}

export const sendChatMessageMutationOptions = () =>
  mutationOptions<ChatMessage, Error, SendChatMessageVariables>({
    mutationKey: ['chat', 'send'],
    mutationFn: sendChatMessage,
  });

/** Sends a message and shows it at once; the answer (or the live echo) replaces it by clientId. */
export function useSendChatMessage(threadId: string) {
  const queryClient = useQueryClient();
  const { user, role } = useSession();
  const mutation = useMutation({
    ...sendChatMessageMutationOptions(),
    onMutate: ({ body, clientId }) => {
      upsertMessage(queryClient, threadId, {
        id: clientId,
        threadId,
        senderId: user?.id ?? '',
        senderRole: role === 'broker' ? 'broker' : 'trucker',
        body,
        createdAt: new Date().toISOString(),
        clientId,
        pending: true,
      });
    },
    onSuccess: (message) => upsertMessage(queryClient, threadId, message),
    onError: (_error, { clientId }) => removeMessage(queryClient, threadId, clientId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
  });
  return {
    ...mutation,
    send: (input: { body: string; clientId: string }, options?: { onError?: (error: Error) => void }) =>
      mutation.mutate({ ...input, threadId }, options),
  };
}
