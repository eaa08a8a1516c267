import type { Principal } from '../../auth/index';
import type { DbExecutor } from '../../../db/client';
import { countUnread } from '../repository';
import { sideOf } from './thread-access';

/** GET /api/chat/unread: messages waiting for the caller across all their threads. */
export async function getChatUnread(db: DbExecutor, principal: Principal): Promise<{ total: number }> {
  return { total: await countUnread(db, sideOf(principal), principal.userId) };
}
