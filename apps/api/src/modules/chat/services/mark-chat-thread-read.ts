import { CHAT_EVENT_TYPES } from '@haulclub/shared';
import type { Principal } from '../../auth/index';
import type { ChatDeps } from '../deps';
import { markRead } from '../repository';
import { findPartyThread } from './thread-access';

/** POST /api/chat/threads/:id/read: the caller has read the thread; their other tabs are told. */
export async function markChatThreadRead(
  deps: Pick<ChatDeps, 'db' | 'live'>,
  principal: Principal,
  threadId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { side } = await findPartyThread(tx, principal, threadId);
    await markRead(tx, threadId, side);
    const event = { threadId, userId: principal.userId };
    await deps.live.publish(`user:${principal.userId}`, CHAT_EVENT_TYPES.read, event, tx);
  });
}
