import type { ChatThread, PlatformSettings } from '@haulclub/shared';
import type { Principal } from '../../auth/index';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findReadableThread } from './thread-access';
import { threadViews } from './thread-views';

/** GET /api/chat/threads/:id: for its parties and admins. */
export async function getChatThread(
  db: DbExecutor,
  principal: Principal,
  id: string,
  settings: PlatformSettings,
): Promise<ChatThread> {
  await findReadableThread(db, principal, id);
  const [thread] = await threadViews(db, { id }, principal.userId, 1, settings);
  if (!thread) throw AppError.notFound('Chat thread');
  return thread;
}
