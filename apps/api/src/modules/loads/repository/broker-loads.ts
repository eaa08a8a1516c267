import { sql, type SQL } from 'drizzle-orm';
import type { LoadStatus } from '@haulclub/shared';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client';
import { executeNamedText } from '../../../db/named-statement';
import { LOAD_COLUMNS, type LoadRecord } from './load-columns';

/** A load as its broker (or an admin) sees it: who booked it and how many chat threads it has. */
export interface BrokerLoadRecord extends LoadRecord {
  bookingId: string | null;
  bookedAt: string | null;
  truckerId: string | null;
  truckerFirstName: string | null;
  truckerLastName: string | null;
  truckerCompanyName: string | null;
  threadCount: number;
  total: number;
}

export interface BrokerLoadFilter {
  loadId?: string | undefined;
  brokerId?: string | undefined;
  status?: LoadStatus | undefined;
  /** Reference number (HC-1042 or 1042), city or commodity. */
  q?: string | undefined;
  limit?: number;
  offset?: number;
}

function searchCondition(q: string): SQL {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const number = /^(?:HC-?)?(\d{1,15})$/i.exec(q.trim())?.[1];
  return sql`(${number ? sql`l.number = ${Number(number)} OR ` : sql``}l.pickup_city ILIKE ${like}
    OR l.delivery_city ILIKE ${like} OR l.commodity ILIKE ${like})`;
}

/** Loads with their booking and thread count, newest first, with the total of the filter. */
export async function selectBrokerLoads(db: DbExecutor, f: BrokerLoadFilter): Promise<BrokerLoadRecord[]> {
  const { rows } = await db.execute<BrokerLoadRecord & Record<string, unknown>>(brokerLoadsSql(f));
  return rows;
}

function brokerLoadsSql(f: BrokerLoadFilter): SQL {
  const where: SQL[] = [sql`true`];
  if (f.loadId) where.push(sql`l.id = ${f.loadId}::uuid`);
  if (f.brokerId) where.push(sql`l.broker_id = ${f.brokerId}::uuid`);
  if (f.status) where.push(sql`l.status = ${f.status}`);
  if (f.q) where.push(searchCondition(f.q));
  return sql`
    SELECT ${LOAD_COLUMNS},
      bk.id AS "bookingId", bk.booked_at AS "bookedAt", bk.trucker_id AS "truckerId",
      tp.first_name AS "truckerFirstName", tp.last_name AS "truckerLastName",
      t.company_name AS "truckerCompanyName",
      (SELECT count(*) FROM chat_threads ct WHERE ct.load_id = l.id)::int AS "threadCount",
      count(*) OVER () AS total
    FROM loads l
    JOIN brokers b ON b.user_id = l.broker_id
    LEFT JOIN bookings bk ON bk.load_id = l.id
    LEFT JOIN profiles tp ON tp.user_id = bk.trucker_id
    LEFT JOIN truckers t ON t.user_id = bk.trucker_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY l.created_at DESC, l.id
    LIMIT ${f.limit ?? 1} OFFSET ${f.offset ?? 0}`;
}

/**
 * One of a broker's loads, the statement every post answers with: built once (the load and the
 * broker as placeholders) and run as a named statement, so a post does not build it again.
 */
let ownLoadStatement: { sql: string; params: unknown[] } | undefined;

export async function findBrokerLoad(
  db: DbExecutor,
  loadId: string,
  brokerId?: string,
): Promise<BrokerLoadRecord | undefined> {
  if (brokerId === undefined) {
    const [row] = await selectBrokerLoads(db, { loadId });
    return row;
  }
  ownLoadStatement ??= new PgDialect({ casing: 'snake_case' }).sqlToQuery(
    brokerLoadsSql({
      loadId: sql.placeholder('loadId') as unknown as string,
      brokerId: sql.placeholder('brokerId') as unknown as string,
    }),
  );
  const { rows } = await executeNamedText<BrokerLoadRecord>(db, 'loads_broker_load', ownLoadStatement, {
    loadId,
    brokerId,
  });
  return rows[0];
}
