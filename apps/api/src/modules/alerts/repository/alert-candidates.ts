import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client';
import { alertableTrucker, truckerReachBox } from '../../../db/trucker-reach';
import { visibleToTruckers } from '../../loads/index';
import { matchReasons, truckerMatchesForLoadSql, type MatchRow } from '../../matching/index';
import type { AlertCandidate } from './alert-writes';

/**
 * The alert query's conditions besides the match itself: a trucker an alert can go to (truck types
 * set, alerts not paused) whose reach holds the pickup (truckers_alert_reach_idx finds them, so a
 * post reads the truckers near it, not all of them), at or above their threshold, and to whom the
 * load is visible now.
 */
function alertConditions(premiumWindowMinutes: unknown): SQL {
  const visible = visibleToTruckers('l', {
    truckerId: sql`t.user_id`,
    premiumWindowMinutes: premiumWindowMinutes as unknown as number,
  });
  return sql`${alertableTrucker('t.')} AND ${truckerReachBox('t.')} @> l.pickup_earth
    AND m."score" >= t.alert_threshold AND ${visible}`;
}

/**
 * The statement as a named one: parsed and planned once per connection (planning the match SQL
 * cost more than running it for one load). Its plan does not depend on the values (the load by
 * primary key, then the truckers by the reach index). Built on first use.
 */
let statement: { name: string; query: { sql: string; params: unknown[] } } | undefined;
export function alertCandidatesStatement() {
  statement ??= {
    name: 'haulclub-alert-candidates',
    query: new PgDialect({ casing: 'snake_case' }).sqlToQuery(
      truckerMatchesForLoadSql(
        sql.placeholder('loadId') as unknown as string,
        alertConditions(sql.placeholder('premiumWindowMinutes')),
      ),
    ),
  };
  return statement;
}

/**
 * The truckers a load alerts (every eligible pair at or above the trucker's threshold, alerts not
 * paused, the load visible to them now), with their score and reasons, in the caller's transaction.
 */
export async function findAlertCandidates(
  tx: DbExecutor,
  loadId: string,
  premiumWindowMinutes: number,
): Promise<AlertCandidate[]> {
  const { name, query } = alertCandidatesStatement();
  // drizzle's own path for raw SQL (db.execute) with a statement name: the same connection, the
  // same row parsing. `session` is drizzle's (untyped on the handle), present on Db and transactions.
  const { session } = tx as unknown as { session: PgSession };
  const result = (await session.prepareQuery(query, undefined, name, false).execute({
    loadId,
    premiumWindowMinutes,
  })) as { rows: (MatchRow & { truckerId: string })[] };
  return result.rows.map(({ truckerId, ...match }) => ({
    truckerId,
    score: match.score,
    reasons: matchReasons(match),
  }));
}
