import { sql, type SQL } from 'drizzle-orm';
import type { MatchReason } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { matchReasons, type MatchRow } from '../reasons';
import { MATCH_COLUMNS, MATCH_ELIGIBLE, MATCH_JOINS, MATCH_TRUCKER_PREFILTER } from './match-sql';

/**
 * Every eligible trucker for one load, one set-based statement over all truckers. `extraWhere`
 * may add conditions on `t` (truckers), `l` (the load) and `m` (the match, e.g.
 * `m."score" >= t.alert_threshold AND NOT t.alerts_paused`). The load is read whatever its
 * status: the caller decides whether it is visible (post/repost run it inside their transaction).
 */
export function truckerMatchesForLoadSql(loadId: string, extraWhere?: SQL): SQL {
  return sql`SELECT t.user_id AS "truckerId", ${MATCH_COLUMNS}
    FROM loads l
    JOIN truckers t ON ${MATCH_TRUCKER_PREFILTER}
    ${MATCH_JOINS}
    WHERE l.id = ${loadId}::uuid AND ${MATCH_ELIGIBLE}${extraWhere ? sql` AND (${extraWhere})` : sql``}`;
}

export interface TruckerMatch {
  truckerId: string;
  score: number;
  reasons: MatchReason[];
  match: MatchRow;
}

export async function matchTruckersForLoad(
  db: DbExecutor,
  loadId: string,
  opts: { extraWhere?: SQL } = {},
): Promise<TruckerMatch[]> {
  const { rows } = await db.execute<MatchRow & { truckerId: string } & Record<string, unknown>>(
    truckerMatchesForLoadSql(loadId, opts.extraWhere),
  );
  return rows.map(({ truckerId, ...match }) => ({
    truckerId,
    score: match.score,
    reasons: matchReasons(match),
    match,
  }));
}
