import type { ChatMessagesPage } from '@haulclub/shared';
import type { Principal } from '../../auth/index';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { selectMessagesBefore } from '../repository';
import { toChatMessage } from '../views';
import { decodeMessageCursor, encodeMessageCursor } from './message-cursor';
import { findReadableThread } from './thread-access';

/**
 * GET /api/chat/threads/:id/messages: the newest page, or the page before
 * `before` (keyset on created_at, id), oldest first within the page.
 */
export async function listChatMessages(
  db: DbExecutor,
  principal: Principal,
  threadId: string,
  query: { before?: string | undefined; limit: number },
): Promise<ChatMessagesPage> {
  const thread = await findReadableThread(db, principal, threadId);
  const before = query.before === undefined ? null : decodeMessageCursor(query.before);
  if (query.before !== undefined && !before) {
    throw AppError.validation([{ field: 'before', message: 'Not a valid cursor' }]);
  }
  const rows = await selectMessagesBefore(db, thread.id, before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map((r) => toChatMessage(r.message, thread)),
    nextCursor:
      rows.length > query.limit && oldest
        ? encodeMessageCursor({ at: oldest.at, id: oldest.message.id })
        : null,
  };
}
