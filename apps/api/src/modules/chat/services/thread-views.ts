import type { ChatThread, PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { brokerFairnessOf } from '../../market/index';
import { selectLastMessages, selectThreadViews } from '../repository';
import { toChatThread } from '../views';

/** Threads as `viewerId` sees them, each with its newest message and the broker's fairness standing. */
export async function threadViews(
  db: DbExecutor,
  filter: Parameters<typeof selectThreadViews>[1],
  viewerId: string,
  limit: number,
  settings: PlatformSettings,
): Promise<ChatThread[]> {
  const rows = await selectThreadViews(db, filter, viewerId, limit, settings.premiumWindowMinutes);
  const [lastMessages, fairness] = await Promise.all([
    selectLastMessages(
      db,
      rows.map((r) => r.thread.id),
    ),
    brokerFairnessOf(db, [...new Set(rows.map((r) => r.thread.brokerId))], settings),
  ]);
  const byThread = new Map(lastMessages.map((m) => [m.threadId, m]));
  return rows.map((row) => {
    const standing = fairness.get(row.thread.brokerId);
    if (!standing) throw new Error('fairness lookup lost a broker');
    return { ...toChatThread(row, byThread.get(row.thread.id)), brokerFairness: standing };
  });
}
