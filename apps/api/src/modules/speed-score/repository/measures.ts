import {
  BROKER_SPEED_RULES,
  SPEED_DRIVE_MPH,
  SPEED_SCORE_WINDOW_DAYS,
  TRUCKER_SPEED_RULES,
} from '@haulclub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { executeNamed } from '../../../db/named-statement';

/** Whose figures, and as of when (the window is the SPEED_SCORE_WINDOW_DAYS before `asOf`). */
export interface MeasureScope {
  asOf: Date;
  /** null: every member of the role. */
  userIds: string[] | null;
}

/** A trucker's raw figures in the window (minutes as medians, already capped at the zero minutes). */
export type TruckerMeasures = {
  userId: string;
  bookings: number;
  picked: number;
  pickedOnTime: number;
  delivered: number;
  deliveredOnTime: number;
  proofMedian: number | null;
  proofs: number;
  falloffs: number;
  chatMedian: number | null;
  chats: number;
};

export type BrokerMeasures = {
  userId: string;
  bookings: number;
  confirmMedian: number | null;
  confirms: number;
  fundMedian: number | null;
  funds: number;
  chatMedian: number | null;
  chats: number;
};

const minutesBetween = (later: SQL, earlier: SQL) =>
  sql`greatest(0, extract(epoch FROM ${later} - ${earlier})::float8 / 60)`;
/** A number of minutes as a float8 value and as an interval. */
const minutes = (n: number | undefined) => sql`${n ?? 0}::float8`;
const interval = (n: number | undefined) => sql`make_interval(mins => ${n ?? 0}::int)`;

function bounds(scope: MeasureScope) {
  const asOf = sql`${scope.asOf.toISOString()}::timestamptz`;
  const from = sql`(${asOf} - make_interval(days => ${SPEED_SCORE_WINDOW_DAYS}))`;
  return { asOf, from };
}

/** The members of the role in scope: all of them, or the given ones (by primary key). */
function membersOf(table: 'truckers' | 'brokers', scope: MeasureScope): SQL {
  const t = sql.raw(table);
  return scope.userIds === null
    ? sql`SELECT user_id FROM ${t}`
    : sql`SELECT user_id FROM ${t} WHERE user_id = ANY(${`{${scope.userIds.join(',')}}`}::uuid[])`;
}

/**
 * Runs a role's measures: for given members (the refresh job after each booking step and chat
 * message, many a second) as a named statement, planned once per connection (planning this SQL
 * cost more than running it for one member); the sweep over everyone as a plain statement.
 */
function runMeasures<R>(db: DbExecutor, role: 'trucker' | 'broker', scope: MeasureScope, query: SQL) {
  return scope.userIds === null
    ? db.execute<R & Record<string, unknown>>(query)
    : executeNamed<R>(db, `haulclub-speed-measures-${role}`, query);
}

/**
 * Per member: the median minutes from the other party's message (the first of a run of theirs)
 * to the member's next message in that thread, over messages sent in the window. A message still
 * unanswered at `asOf` counts as the zero minutes once it has waited that long, else not yet.
 */
function chatMedians(side: 'trucker' | 'broker', zeroMinutes: number | undefined, scope: MeasureScope): SQL {
  const { asOf, from } = bounds(scope);
  const zero = minutes(zeroMinutes);
  const me = sql.raw(side === 'trucker' ? 'th.trucker_id' : 'th.broker_id');
  const other = sql.raw(side === 'trucker' ? 'th.broker_id' : 'th.trucker_id');
  return sql`
    SELECT member_id AS user_id,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) AS chat_median,
      count(minutes)::int AS chats
    FROM (
      SELECT m.member_id,
        CASE
          WHEN m.replied_at IS NOT NULL
            THEN least(${zero}, ${minutesBetween(sql`m.replied_at`, sql`m.created_at`)})
          WHEN ${asOf} - m.created_at >= ${interval(zeroMinutes)} THEN ${zero}
        END AS minutes
      FROM (
        SELECT ${me} AS member_id, ${other} AS other_id, cm.sender_id, cm.created_at,
          lag(cm.sender_id) OVER w AS previous_sender,
          min(CASE WHEN cm.sender_id = ${me} THEN cm.created_at END)
            OVER (w ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) AS replied_at
        FROM chat_threads th
        JOIN chat_messages cm ON cm.thread_id = th.id
        WHERE ${me} IN (SELECT user_id FROM members)
          AND cm.created_at > ${from} AND cm.created_at <= ${asOf}
        WINDOW w AS (PARTITION BY cm.thread_id ORDER BY cm.created_at, cm.id)
      ) m
      WHERE m.sender_id = m.other_id AND m.previous_sender IS DISTINCT FROM m.other_id
    ) asked
    GROUP BY member_id`;
}

/** Every trucker's figures (or those of `userIds`) in one statement. */
export async function truckerMeasures(db: DbExecutor, scope: MeasureScope): Promise<TruckerMeasures[]> {
  const { asOf, from } = bounds(scope);
  const proofZero = minutes(TRUCKER_SPEED_RULES.proof_speed.zeroMinutes);
  const expectedArrival = sql`greatest(l.delivery_window_start,
    b.picked_up_at + make_interval(secs => b.miles * 3600.0 / ${SPEED_DRIVE_MPH}::float8))`;
  const { rows } = await runMeasures<TruckerMeasures>(
    db,
    'trucker',
    scope,
    sql`
    WITH members AS (${membersOf('truckers', scope)}),
    bk AS (
      SELECT b.trucker_id AS user_id,
        b.picked_up_at <= ${asOf} AS picked,
        b.picked_up_at <= ${asOf} AND b.picked_up_at <= l.pickup_window_end AS picked_on_time,
        b.delivered_at <= ${asOf} AS delivered,
        b.delivered_at <= ${asOf} AND b.delivered_at <= l.delivery_window_end AS delivered_on_time,
        CASE WHEN b.delivered_at <= ${asOf} THEN
          CASE WHEN b.pod_photo_id IS NULL THEN ${proofZero}
            ELSE least(${proofZero}, ${minutesBetween(sql`b.delivered_at`, expectedArrival)}) END
        END AS proof_minutes,
        b.cancelled_at <= ${asOf} AND b.cancelled_by = b.trucker_id AS fell_off
      FROM bookings b
      JOIN loads l ON l.id = b.load_id
      WHERE b.trucker_id IN (SELECT user_id FROM members)
        AND b.booked_at > ${from} AND b.booked_at <= ${asOf}
    ),
    agg AS (
      SELECT user_id, count(*)::int AS bookings,
        count(*) FILTER (WHERE picked)::int AS picked,
        count(*) FILTER (WHERE picked_on_time)::int AS picked_on_time,
        count(*) FILTER (WHERE delivered)::int AS delivered,
        count(*) FILTER (WHERE delivered_on_time)::int AS delivered_on_time,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY proof_minutes) AS proof_median,
        count(proof_minutes)::int AS proofs,
        count(*) FILTER (WHERE fell_off)::int AS falloffs
      FROM bk GROUP BY user_id
    ),
    chat AS (${chatMedians('trucker', TRUCKER_SPEED_RULES.chat_response.zeroMinutes, scope)})
    SELECT m.user_id AS "userId",
      coalesce(a.bookings, 0) AS bookings,
      coalesce(a.picked, 0) AS picked,
      coalesce(a.picked_on_time, 0) AS "pickedOnTime",
      coalesce(a.delivered, 0) AS delivered,
      coalesce(a.delivered_on_time, 0) AS "deliveredOnTime",
      a.proof_median AS "proofMedian",
      coalesce(a.proofs, 0) AS proofs,
      coalesce(a.falloffs, 0) AS falloffs,
      c.chat_median AS "chatMedian",
      coalesce(c.chats, 0) AS chats
    FROM members m
    LEFT JOIN agg a ON a.user_id = m.user_id
    LEFT JOIN chat c ON c.user_id = m.user_id`,
  );
  return rows;
}

/** Every broker's figures (or those of `userIds`) in one statement. */
export async function brokerMeasures(db: DbExecutor, scope: MeasureScope): Promise<BrokerMeasures[]> {
  const { asOf, from } = bounds(scope);
  const { confirm_delivery: confirm, fund_escrow: fund } = BROKER_SPEED_RULES;
  const confirmZero = minutes(confirm.zeroMinutes);
  const fundZero = minutes(fund.zeroMinutes);
  const { rows } = await runMeasures<BrokerMeasures>(
    db,
    'broker',
    scope,
    sql`
    WITH members AS (${membersOf('brokers', scope)}),
    bk AS (
      SELECT b.broker_id AS user_id,
        CASE WHEN b.delivered_at <= ${asOf} THEN
          CASE
            WHEN b.confirmed_at <= ${asOf} AND b.confirmed_by = b.broker_id
              THEN least(${confirmZero}, ${minutesBetween(sql`b.confirmed_at`, sql`b.delivered_at`)})
            WHEN b.confirmed_at <= ${asOf} THEN ${confirmZero}
            WHEN ${asOf} - b.delivered_at >= ${interval(confirm.zeroMinutes)} THEN ${confirmZero}
          END
        END AS confirm_minutes
      FROM bookings b
      WHERE b.broker_id IN (SELECT user_id FROM members)
        AND b.booked_at > ${from} AND b.booked_at <= ${asOf}
    ),
    agg AS (
      SELECT user_id, count(*)::int AS bookings,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY confirm_minutes) AS confirm_median,
        count(confirm_minutes)::int AS confirms
      FROM bk GROUP BY user_id
    ),
    fund AS (
      SELECT user_id,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) AS fund_median,
        count(minutes)::int AS funds
      FROM (
        SELECT c.broker_id AS user_id,
          CASE
            WHEN c.funded_at <= ${asOf}
              THEN least(${fundZero}, ${minutesBetween(sql`c.funded_at`, sql`c.signed_at`)})
            WHEN least(coalesce(c.cancelled_at, ${asOf}), ${asOf}) - c.signed_at
              >= ${interval(fund.zeroMinutes)} THEN ${fundZero}
          END AS minutes
        FROM contracts c
        WHERE c.broker_id IN (SELECT user_id FROM members)
          AND c.signed_at > ${from} AND c.signed_at <= ${asOf}
      ) signed
      GROUP BY user_id
    ),
    chat AS (${chatMedians('broker', BROKER_SPEED_RULES.chat_response.zeroMinutes, scope)})
    SELECT m.user_id AS "userId",
      coalesce(a.bookings, 0) AS bookings,
      a.confirm_median AS "confirmMedian",
      coalesce(a.confirms, 0) AS confirms,
      f.fund_median AS "fundMedian",
      coalesce(f.funds, 0) AS funds,
      c.chat_median AS "chatMedian",
      coalesce(c.chats, 0) AS chats
    FROM members m
    LEFT JOIN agg a ON a.user_id = m.user_id
    LEFT JOIN fund f ON f.user_id = m.user_id
    LEFT JOIN chat c ON c.user_id = m.user_id`,
  );
  return rows;
}
