// The alerts bench's SQL comparison: the matching module's statement for one
// posted load over all truckers (with the alert filter the alerts module uses),
// timed and under EXPLAIN ANALYZE, next to a plain indexed SELECT of the newest
// active loads on the same database in the same run.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../apps/api/src/db/client';
import { truckerMatchesForLoadSql } from '../../../apps/api/src/modules/matching/index';

export const ALERT_FILTER = sql`m."score" >= t.alert_threshold AND NOT t.alerts_paused`;
// The newest active loads, in loads_active_posted_idx's order (posted_at DESC NULLS LAST), so the index serves it.
export const BASELINE_SQL = `SELECT id, posted_at FROM loads WHERE status = 'active' ORDER BY posted_at DESC NULLS LAST LIMIT 50`;

export interface SqlComparison {
  /** Round trips and server-side execution times (ms), one per posted load. */
  matchMs: number[];
  matchExecMs: number[];
  baseMs: number[];
  baseExecMs: number[];
  /** Truckers the statement returned per load. */
  matchedPerLoad: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of the slowest load's statement and of the baseline, when asked for. */
  plans?: { match: string; baseline: string };
}

async function explainMs(db: Db, query: SQL): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(
    sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`,
  );
  const ms = rows[0]?.['QUERY PLAN'][0]['Execution Time'];
  if (ms === undefined) throw new Error('EXPLAIN ANALYZE gave no execution time');
  return ms;
}

async function plan(db: Db, query: SQL): Promise<string> {
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/** Alternates the two statements load by load, so both see the same database and machine. */
export async function compareMatchingSql(
  db: Db,
  loadIds: readonly string[],
  withPlans: boolean,
): Promise<SqlComparison> {
  const out: SqlComparison = { matchMs: [], matchExecMs: [], baseMs: [], baseExecMs: [], matchedPerLoad: 0 };
  const baseline = sql.raw(BASELINE_SQL);
  let matched = 0;
  for (const id of loadIds) {
    const match = truckerMatchesForLoadSql(id, ALERT_FILTER);
    let started = performance.now();
    const { rows } = await db.execute(match);
    out.matchMs.push(performance.now() - started);
    matched += rows.length;
    out.matchExecMs.push(await explainMs(db, match));
    started = performance.now();
    await db.execute(baseline);
    out.baseMs.push(performance.now() - started);
    out.baseExecMs.push(await explainMs(db, baseline));
  }
  out.matchedPerLoad = matched / Math.max(1, loadIds.length);
  if (withPlans && loadIds.length > 0) {
    const slowest = loadIds[out.matchExecMs.indexOf(Math.max(...out.matchExecMs))] as string;
    out.plans = {
      match: await plan(db, truckerMatchesForLoadSql(slowest, ALERT_FILTER)),
      baseline: await plan(db, baseline),
    };
  }
  return out;
}
