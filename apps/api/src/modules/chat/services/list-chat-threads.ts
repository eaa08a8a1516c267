import type { ChatThreadList, PlatformSettings } from '@haulclub/shared';
import type { Principal } from '../../auth/index';
import type { DbExecutor } from '../../../db/client';
import { sideOf } from './thread-access';
import { threadViews } from './thread-views';

/** At most this many threads are listed (the most recently active). */
export const CHAT_THREAD_LIST_LIMIT = 100;

/** GET /api/chat/threads: the caller's threads, latest activity first. */
export async function listChatThreads(
  db: DbExecutor,
  principal: Principal,
  settings: PlatformSettings,
): Promise<ChatThreadList> {
  const filter = { side: sideOf(principal), userId: principal.userId };
  return {
    items: await threadViews(db, filter, principal.userId, CHAT_THREAD_LIST_LIMIT, settings),
  };
}
