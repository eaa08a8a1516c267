import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { bookings, uploads } from '../../../db/schema/index';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadInfo = Omit<UploadRow, 'data'>;

const info = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  purpose: uploads.purpose,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
  sha256: uploads.sha256,
  createdAt: uploads.createdAt,
};

export async function insertUpload(db: DbExecutor, row: typeof uploads.$inferInsert): Promise<UploadInfo> {
  const [inserted] = await db.insert(uploads).values(row).returning(info);
  if (!inserted) throw new Error('insert into uploads returned nothing');
  return inserted;
}

/**
 * A proof-of-delivery photo uploaded by this user (metadata only), share-locked
 * until the caller's transaction ends, so the sweeper of unattached uploads
 * (which skips locked rows) cannot delete it while it is being attached.
 */
export async function findOwnPodPhoto(
  db: DbExecutor,
  id: string,
  ownerId: string,
): Promise<UploadInfo | undefined> {
  const [row] = await db
    .select(info)
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, ownerId), eq(uploads.purpose, 'pod_photo')))
    .limit(1)
    .for('share');
  return row;
}

/** Serialises one user's uploads across processes until the transaction ends (the quota check). */
export async function lockUploader(db: DbExecutor, ownerId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('uploads-owner:' || ${ownerId}))`);
}

const notAttached = sql`NOT EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.podPhotoId} = ${uploads.id})`;

export interface UploadUse {
  /** Uploads of the last `windowSeconds` not attached to any booking. */
  unattached: number;
  /** Seconds until the oldest of those leaves the window (null when there are none). */
  oldestUnattachedFreeInSeconds: number | null;
  /** Bytes uploaded in the last `windowSeconds`. */
  bytes: number;
}

/** What this user has uploaded in the last `windowSeconds`. */
export async function uploadUse(db: DbExecutor, ownerId: string, windowSeconds: number): Promise<UploadUse> {
  const result = await db.execute<{ unattached: number; free_in: number | null; bytes: number }>(sql`
    WITH recent AS (
      SELECT ${uploads.createdAt} AS created_at, ${uploads.byteSize} AS byte_size, ${notAttached} AS unattached
      FROM ${uploads}
      WHERE ${uploads.ownerId} = ${ownerId}
        AND ${uploads.createdAt} > now() - make_interval(secs => ${windowSeconds})
    )
    SELECT count(*) FILTER (WHERE unattached)::int AS unattached,
      ceil(extract(epoch FROM min(created_at) FILTER (WHERE unattached)
        + make_interval(secs => ${windowSeconds}) - now()))::int AS free_in,
      coalesce(sum(byte_size), 0)::bigint AS bytes
    FROM recent`);
  const row = result.rows[0];
  return {
    unattached: row?.unattached ?? 0,
    oldestUnattachedFreeInSeconds: row?.free_in ?? null,
    bytes: Number(row?.bytes ?? 0),
  };
}

/**
 * In how many seconds enough of this user's uploads of the last `windowSeconds`
 * leave the window for `bytesToFree` more bytes to fit (null if they never do).
 */
export async function secondsUntilBytesFree(
  db: DbExecutor,
  ownerId: string,
  windowSeconds: number,
  bytesToFree: number,
): Promise<number | null> {
  const result = await db.execute<{ free_in: number }>(sql`
    SELECT ceil(extract(epoch FROM created_at + make_interval(secs => ${windowSeconds}) - now()))::int AS free_in
    FROM (
      SELECT ${uploads.createdAt} AS created_at,
        sum(${uploads.byteSize}) OVER (ORDER BY ${uploads.createdAt}, ${uploads.id}) AS freed
      FROM ${uploads}
      WHERE ${uploads.ownerId} = ${ownerId}
        AND ${uploads.createdAt} > now() - make_interval(secs => ${windowSeconds})
    ) oldest_first
    WHERE freed >= ${bytesToFree}
    ORDER BY created_at
    LIMIT 1`);
  return result.rows[0]?.free_in ?? null;
}

/**
 * Deletes up to `limit` uploads older than `olderThanSeconds` that no booking
 * refers to, oldest first. Rows locked by a transaction attaching them are
 * skipped (SKIP LOCKED), so several processes may sweep at once. Returns how
 * many were deleted.
 */
export async function deleteUnattachedUploads(
  db: DbExecutor,
  olderThanSeconds: number,
  limit: number,
): Promise<number> {
  const result = await db.execute(sql`
    DELETE FROM ${uploads} WHERE ${uploads.id} IN (
      SELECT ${uploads.id} FROM ${uploads}
      WHERE ${uploads.createdAt} < now() - make_interval(secs => ${olderThanSeconds})
        AND ${notAttached}
      ORDER BY ${uploads.createdAt}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )`);
  return result.rowCount ?? 0;
}

export async function findUpload(db: DbExecutor, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}
