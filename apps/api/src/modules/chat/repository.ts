import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { executeNamedText } from '../../db/named-statement';
import {
  bookings,
  brokers,
  chatMessages,
  chatThreads,
  loads,
  profiles,
  truckers,
} from '../../db/schema/index';
import { visibleToTruckers } from '../loads/index';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
/** Which side of a thread a user is on (their `*_last_read_at` column). */
export type ThreadSide = 'trucker' | 'broker';

/**
 * Visible to this trucker (database clock, broker not suspended, a premium load inside its
 * early-access window only with early access), or booked by this trucker.
 */
function openToTrucker(truckerId: string, premiumWindowMinutes: number): SQL {
  return sql`((${visibleToTruckers('loads', { truckerId, premiumWindowMinutes })})
    OR EXISTS (SELECT 1 FROM ${bookings} WHERE ${bookings.loadId} = ${loads.id} AND ${bookings.truckerId} = ${truckerId}))`;
}

/** Creates the (load, trucker) thread if the load is open to the trucker; undefined when not created. */
export async function insertThreadIfOpen(
  db: DbExecutor,
  loadId: string,
  truckerId: string,
  premiumWindowMinutes: number,
): Promise<{ id: string } | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO ${chatThreads} (load_id, trucker_id, broker_id)
    SELECT ${loads.id}, ${truckerId}::uuid, ${loads.brokerId} FROM ${loads}
    WHERE ${loads.id} = ${loadId} AND ${openToTrucker(truckerId, premiumWindowMinutes)}
    ON CONFLICT (load_id, trucker_id) DO NOTHING
    RETURNING id`);
  return result.rows[0];
}

/** The existing (load, trucker) thread, if the load is still open to the trucker. */
export async function findThreadOnOpenLoad(
  db: DbExecutor,
  loadId: string,
  truckerId: string,
  premiumWindowMinutes: number,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .innerJoin(loads, eq(loads.id, chatThreads.loadId))
    .where(
      and(
        eq(chatThreads.loadId, loadId),
        eq(chatThreads.truckerId, truckerId),
        openToTrucker(truckerId, premiumWindowMinutes),
      ),
    )
    .limit(1);
  return row;
}

/** Whether a load with this id exists (any status). */
export async function loadExists(db: DbExecutor, loadId: string): Promise<boolean> {
  const [row] = await db.select({ id: loads.id }).from(loads).where(eq(loads.id, loadId)).limit(1);
  return row !== undefined;
}

export async function findThread(db: DbExecutor, id: string): Promise<ThreadRow | undefined> {
  const [row] = await db.select().from(chatThreads).where(eq(chatThreads.id, id)).limit(1);
  return row;
}

/**
 * `findThread` and, when the thread exists, the sender's advisory lock until the transaction ends
 * (`senderId`: their sends are counted one after another, across tabs and API processes), in one
 * statement. The lock is taken whoever asks; a caller who may not post there is refused and their
 * transaction ends, releasing it.
 */
export async function findThreadLockingSender(
  db: DbExecutor,
  id: string,
  senderId: string,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select({
      thread: chatThreads,
      locked: sql<boolean>`pg_advisory_xact_lock(hashtext('chat-sender:' || ${senderId})) IS NULL`,
    })
    .from(chatThreads)
    .where(eq(chatThreads.id, id))
    .limit(1);
  return row?.thread;
}

const truckerProfiles = alias(profiles, 'trucker_profiles');
const brokerProfiles = alias(profiles, 'broker_profiles');

/** Messages from the other party after the viewer's last read; 0 for a viewer who is not a party. */
function unreadFor(viewerId: string): SQL<number> {
  return sql<number>`CASE WHEN ${viewerId} IN (${chatThreads.truckerId}, ${chatThreads.brokerId}) THEN (
    SELECT count(*)::int FROM ${chatMessages}
    WHERE ${chatMessages.threadId} = ${chatThreads.id} AND ${chatMessages.senderId} <> ${viewerId}
      AND ${chatMessages.createdAt} > coalesce(CASE WHEN ${chatThreads.truckerId} = ${viewerId}
        THEN ${chatThreads.truckerLastReadAt} ELSE ${chatThreads.brokerLastReadAt} END, '-infinity')
  ) ELSE 0 END`;
}

/** Which threads `selectThreadViews` reads: one, one side's of a user, or every thread about a load. */
export type ThreadViewFilter = { id: string } | { side: ThreadSide; userId: string } | { loadId: string };

function threadViewWhere(filter: ThreadViewFilter): SQL {
  if ('id' in filter) return eq(chatThreads.id, filter.id);
  if ('loadId' in filter) return eq(chatThreads.loadId, filter.loadId);
  return eq(filter.side === 'trucker' ? chatThreads.truckerId : chatThreads.brokerId, filter.userId);
}

/**
 * Threads with their load summary, both parties and the viewer's unread count, latest activity
 * first; `bookable` is whether the thread's trucker may book the load now (the premium window in force).
 */
export async function selectThreadViews(
  db: DbExecutor,
  filter: ThreadViewFilter,
  viewerId: string,
  limit: number,
  premiumWindowMinutes: number,
) {
  const where = threadViewWhere(filter);
  return db
    .select({
      thread: chatThreads,
      load: loads,
      bookable: sql<boolean>`(${visibleToTruckers('loads', {
        truckerId: sql`${chatThreads.truckerId}`,
        premiumWindowMinutes,
      })})`,
      bookedByTrucker: sql<boolean>`EXISTS (SELECT 1 FROM ${bookings}
        WHERE ${bookings.loadId} = ${chatThreads.loadId} AND ${bookings.truckerId} = ${chatThreads.truckerId})`,
      trucker: {
        firstName: truckerProfiles.firstName,
        lastName: truckerProfiles.lastName,
        companyName: truckers.companyName,
      },
      broker: {
        firstName: brokerProfiles.firstName,
        lastName: brokerProfiles.lastName,
        companyName: brokers.companyName,
      },
      unreadCount: unreadFor(viewerId),
    })
    .from(chatThreads)
    .innerJoin(loads, eq(loads.id, chatThreads.loadId))
    .leftJoin(truckers, eq(truckers.userId, chatThreads.truckerId))
    .leftJoin(brokers, eq(brokers.userId, chatThreads.brokerId))
    .leftJoin(truckerProfiles, eq(truckerProfiles.userId, chatThreads.truckerId))
    .leftJoin(brokerProfiles, eq(brokerProfiles.userId, chatThreads.brokerId))
    .where(where)
    .orderBy(
      desc(sql`coalesce(${chatThreads.lastMessageAt}, ${chatThreads.createdAt})`),
      desc(chatThreads.id),
    )
    .limit(limit);
}
export type ThreadViewRow = Awaited<ReturnType<typeof selectThreadViews>>[number];

/** The newest message of each thread. */
export async function selectLastMessages(db: DbExecutor, threadIds: string[]): Promise<MessageRow[]> {
  if (threadIds.length === 0) return [];
  return db
    .selectDistinctOn([chatMessages.threadId])
    .from(chatMessages)
    .where(inArray(chatMessages.threadId, threadIds))
    .orderBy(chatMessages.threadId, desc(chatMessages.createdAt), desc(chatMessages.id));
}

/** Position of a message in keyset order, at the database's microsecond precision. */
export interface MessagePosition {
  at: string;
  id: string;
}

/** A page of a thread's messages, newest first, strictly before `before`; `at` is the row's position. */
export async function selectMessagesBefore(
  db: DbExecutor,
  threadId: string,
  before: MessagePosition | null,
  limit: number,
): Promise<{ message: MessageRow; at: string }[]> {
  return db
    .select({
      message: chatMessages,
      at: sql<string>`to_char(${chatMessages.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        before
          ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${before.at}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
}

/**
 * What a send needs to know once it holds the sender's lock, in one statement: the sender's
 * earlier message with this client id in the thread, if any (a retried send), and the
 * count of their sends in the rate limit's window (at most `cap`) with the seconds until the oldest
 * of those leaves it.
 */
const EARLIER_AND_RECENT = `
  WITH recent AS (
    SELECT created_at FROM chat_messages
    WHERE sender_id = $1::uuid AND created_at > now() - make_interval(secs => $2::float8)
    ORDER BY created_at DESC
    LIMIT $3::int
  )
  SELECT (SELECT count(*)::int FROM recent) AS sent,
    (SELECT ceil(extract(epoch FROM min(created_at) + make_interval(secs => $2::float8) - now()))::int
      FROM recent) AS "freeInSeconds",
    e.id, e.thread_id AS "threadId", e.sender_id AS "senderId", e.body, e.client_id AS "clientId",
    e.created_at AS "createdAt"
  FROM (SELECT 1) AS one
  LEFT JOIN LATERAL (
    SELECT * FROM chat_messages
    WHERE thread_id = $4::uuid AND sender_id = $1::uuid AND client_id = $5::text
    LIMIT 1
  ) e ON true`;

export async function findEarlierAndRecentSends(
  db: DbExecutor,
  key: { threadId: string; senderId: string; clientId: string | null },
  cap: number,
  windowSeconds: number,
): Promise<{ earlier: MessageRow | undefined; sent: number; freeInSeconds: number | null }> {
  type Row = { sent: number; freeInSeconds: number | null } & (
    (Omit<MessageRow, 'createdAt'> & { createdAt: string }) | { id: null }
  );
  const { rows } = await executeNamedText<Row>(db, 'chat_earlier_and_recent', {
    sql: EARLIER_AND_RECENT,
    params: [key.senderId, windowSeconds, cap, key.threadId, key.clientId],
  });
  const row = rows[0];
  const earlier: MessageRow | undefined =
    row && 'threadId' in row && row.id !== null
      ? {
          id: row.id,
          threadId: row.threadId,
          senderId: row.senderId,
          body: row.body,
          clientId: row.clientId,
          // PostgreSQL's text on drizzle's raw path; drizzle's column mapping does the same.
          createdAt: new Date(row.createdAt),
        }
      : undefined;
  return { earlier, sent: row?.sent ?? 0, freeInSeconds: row?.freeInSeconds ?? null };
}

const lastReadColumn = (side: ThreadSide) =>
  side === 'trucker' ? chatThreads.truckerLastReadAt : chatThreads.brokerLastReadAt;

/** Sets the side's last read time to `at` unless it is already later. */
const readUpTo = (side: ThreadSide, at: SQL) => {
  const value = sql<Date>`greatest(${lastReadColumn(side)}, ${at})`;
  return side === 'trucker' ? { truckerLastReadAt: value } : { brokerLastReadAt: value };
};

/**
 * Stores a message and, in the same statement, records it on its thread: the thread's latest
 * activity, and read up to that message for its sender's side (at the stored timestamp's
 * microseconds; a JS Date has milliseconds). Constant text per side, a named statement.
 */
const insertAndRecordSql = (side: ThreadSide) => {
  const lastRead = side === 'trucker' ? 'trucker_last_read_at' : 'broker_last_read_at';
  return `WITH m AS (
      INSERT INTO chat_messages (thread_id, sender_id, body, client_id)
      VALUES ($1::uuid, $2::uuid, $3::text, $4::text)
      RETURNING id, thread_id, sender_id, body, client_id, created_at
    ), recorded AS (
      UPDATE chat_threads SET last_message_at = greatest(chat_threads.last_message_at, m.created_at),
        ${lastRead} = greatest(chat_threads.${lastRead}, m.created_at)
      FROM m WHERE chat_threads.id = m.thread_id
    )
    SELECT id, thread_id AS "threadId", sender_id AS "senderId", body, client_id AS "clientId",
      created_at AS "createdAt"
    FROM m`;
};
const INSERT_AND_RECORD = { trucker: insertAndRecordSql('trucker'), broker: insertAndRecordSql('broker') };

export async function insertMessageAndRecord(
  db: DbExecutor,
  row: { threadId: string; senderId: string; body: string; clientId: string | null },
  side: ThreadSide,
): Promise<MessageRow> {
  const { rows } = await executeNamedText<Omit<MessageRow, 'createdAt'> & { createdAt: string }>(
    db,
    `chat_insert_record_${side}`,
    { sql: INSERT_AND_RECORD[side], params: [row.threadId, row.senderId, row.body, row.clientId] },
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('insert into chat_messages returned nothing');
  // Timestamps come as PostgreSQL's text on drizzle's raw path; drizzle's column mapping does the same.
  return { ...inserted, createdAt: new Date(inserted.createdAt) };
}

/** Marks the thread read for one side, now (database clock). */
export async function markRead(db: DbExecutor, threadId: string, side: ThreadSide): Promise<void> {
  await db
    .update(chatThreads)
    .set(readUpTo(side, sql`now()`))
    .where(eq(chatThreads.id, threadId));
}

/** Messages from the other parties the user has not read, across their threads on one side. */
export async function countUnread(db: DbExecutor, side: ThreadSide, userId: string): Promise<number> {
  const party = side === 'trucker' ? chatThreads.truckerId : chatThreads.brokerId;
  const result = await db.execute<{ total: number }>(sql`
    SELECT count(*)::int AS total FROM ${chatThreads}
    JOIN ${chatMessages} ON ${chatMessages.threadId} = ${chatThreads.id}
    WHERE ${party} = ${userId} AND ${chatMessages.senderId} <> ${userId}
      AND ${chatMessages.createdAt} > coalesce(${lastReadColumn(side)}, '-infinity')`);
  return result.rows[0]?.total ?? 0;
}
