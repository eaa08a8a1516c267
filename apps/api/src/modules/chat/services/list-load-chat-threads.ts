import type { ChatThreadList, PlatformSettings } from '@haulclub/shared';
import type { Principal } from '../../auth/index';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { loadExists } from '../repository';
import { CHAT_THREAD_LIST_LIMIT } from './list-chat-threads';
import { threadViews } from './thread-views';

/**
 * GET /api/admin/loads/:id/threads: every thread about a load, both parties
 * and the last message, latest activity first (at most CHAT_THREAD_LIST_LIMIT).
 * The route lets admins only; they are no party, so every unread count is 0.
 * 404 for an unknown load.
 */
export async function listLoadChatThreads(
  db: DbExecutor,
  principal: Principal,
  loadId: string,
  settings: PlatformSettings,
): Promise<ChatThreadList> {
  if (principal.role !== 'admin') throw new AppError('forbidden', 'Only admins can list a load’s threads');
  if (!(await loadExists(db, loadId))) throw AppError.notFound('Load');
  return {
    items: await threadViews(db, { loadId }, principal.userId, CHAT_THREAD_LIST_LIMIT, settings),
  };
}
