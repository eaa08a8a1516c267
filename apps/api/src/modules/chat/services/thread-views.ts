import type { ChatThread } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { selectLastMessages, selectThreadViews } from '../repository';
import { toChatThread } from '../views';

/** Threads as `viewerId` sees them, each with its newest message. */
export async function threadViews(
  db: DbExecutor,
  filter: Parameters<typeof selectThreadViews>[1],
  viewerId: string,
  limit: number,
  premiumWindowMinutes: number,
): Promise<ChatThread[]> {
  const rows = await selectThreadViews(db, filter, viewerId, limit, premiumWindowMinutes);
  const lastMessages = await selectLastMessages(
    db,
    rows.map((r) => r.thread.id),
  );
  const byThread = new Map(lastMessages.map((m) => [m.threadId, m]));
  return rows.map((row) => toChatThread(row, byThread.get(row.thread.id)));
}
