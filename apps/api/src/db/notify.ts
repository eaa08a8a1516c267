import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client';

/** The NOTIFYs of a transaction inside `batchNotifications`, in the order they were sent. */
const batches = new WeakMap<DbExecutor, { channels: string[]; payloads: string[] }>();

/**
 * `pg_notify(channel, payload)` on `db`. Inside `batchNotifications(db, …)` it is held back and
 * sent with the batch's others in one statement at the end, in the same transaction and order.
 */
export async function notify(db: DbExecutor, channel: string, payload: string): Promise<void> {
  const batch = batches.get(db);
  if (batch) {
    batch.channels.push(channel);
    batch.payloads.push(payload);
    return;
  }
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * Runs `fn` (which works in the transaction `tx`) with every `notify` on `tx` collected, then
 * sends them in one statement before returning, so one round trip instead of one per event.
 * NOTIFY is delivered only on commit and in the order it was sent, so listeners see the same
 * notifications, in the same order, exactly when they would have; a failed `fn` sends none
 * (its transaction rolls back anyway). Nested calls on the same `tx` join the outer batch;
 * a savepoint's own executor is a different object and notifies at once, as before.
 */
export async function batchNotifications<T>(tx: DbExecutor, fn: () => Promise<T>): Promise<T> {
  if (batches.has(tx)) return fn();
  const batch = { channels: [] as string[], payloads: [] as string[] };
  batches.set(tx, batch);
  try {
    const result = await fn();
    batches.delete(tx);
    if (batch.channels.length === 1) {
      await notify(tx, batch.channels[0] as string, batch.payloads[0] as string);
    } else if (batch.channels.length > 1) {
      // unnest of two arrays yields their elements pairwise, in order; pg_notify runs once per row.
      await tx.execute(sql`
        SELECT pg_notify(n.channel, n.payload)
        FROM unnest(${sql.param(batch.channels)}::text[], ${sql.param(batch.payloads)}::text[])
          AS n (channel, payload)`);
    }
    return result;
  } finally {
    batches.delete(tx);
  }
}
