import { CHAT_EVENT_TYPES, chatMessageEvent } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { chatKeys } from '../api/chat-keys';
import { useChatUnreadQuery } from '../api/get-chat-unread';

/**
 * Unread chat messages of the signed-in broker or trucker (0 for everyone else), kept current by
 * the live events of user:<id>: a message from someone else, or a thread read in any tab.
 */
export function useChatUnread(): number {
  const { user, role } = useSession();
  const queryClient = useQueryClient();
  const enabled = Boolean(user) && (role === 'broker' || role === 'trucker');
  const { data } = useChatUnreadQuery(enabled);

  useLiveTopic(enabled && user ? `user:${user.id}` : null, (event) => {
    if (event.type === CHAT_EVENT_TYPES.message) {
      const parsed = chatMessageEvent.safeParse(event.data);
      // The user's own messages (from any tab) change nobody's unread count of theirs.
      if (parsed.success && parsed.data.message.senderId === user?.id) return;
    } else if (event.type !== CHAT_EVENT_TYPES.read) return;
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  });

  return enabled ? (data?.total ?? 0) : 0;
}
