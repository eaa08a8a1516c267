import { sql } from 'drizzle-orm';
import { RATING_RULES, type RatingSummary } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';

interface Figures {
  average: string | null;
  count: number;
  last30Average: string | null;
  last30Count: number;
  previous30Average: string | null;
  previous30Count: number;
  change: string | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * A member's received ratings in figures (see docs/ratings-api.md). Averages are rounded to one decimal
 * in numeric (exact, half away from zero); `change` is the difference of the two rounded 30-day averages,
 * so it matches the figures shown next to it. A rating counts from the moment it was first given.
 */
export async function ratingSummaryOf(db: DbExecutor, userId: string): Promise<RatingSummary> {
  const days = RATING_RULES.trendDays;
  const { rows } = await db.execute<Figures & Record<string, unknown>>(sql`
    WITH received AS (
      SELECT stars,
        created_at > now() - make_interval(days => ${days}) AS last,
        created_at <= now() - make_interval(days => ${days})
          AND created_at > now() - make_interval(days => ${2 * days}) AS previous
      FROM ratings WHERE ratee_id = ${userId}::uuid
    ), figures AS (
      SELECT round(avg(stars), 1) AS average, count(*)::int AS count,
        round(avg(stars) FILTER (WHERE last), 1) AS last30,
        count(*) FILTER (WHERE last)::int AS "last30Count",
        round(avg(stars) FILTER (WHERE previous), 1) AS previous30,
        count(*) FILTER (WHERE previous)::int AS "previous30Count",
        count(*) FILTER (WHERE stars = 1)::int AS s1, count(*) FILTER (WHERE stars = 2)::int AS s2,
        count(*) FILTER (WHERE stars = 3)::int AS s3, count(*) FILTER (WHERE stars = 4)::int AS s4,
        count(*) FILTER (WHERE stars = 5)::int AS s5
      FROM received
    )
    SELECT average::text, count, last30::text AS "last30Average", "last30Count",
      previous30::text AS "previous30Average", "previous30Count", (last30 - previous30)::text AS change,
      s1, s2, s3, s4, s5
    FROM figures`);
  const f = rows[0];
  if (!f) throw new Error('the rating summary query returned no row');
  return {
    average: num(f.average),
    count: f.count,
    last30Average: num(f.last30Average),
    last30Count: f.last30Count,
    previous30Average: num(f.previous30Average),
    previous30Count: f.previous30Count,
    change: num(f.change),
    distribution: [f.s1, f.s2, f.s3, f.s4, f.s5],
    weekly: await weeklyAverages(db, userId),
  };
}

/** The last `historyWeeks` weeks (Monday 00:00 UTC starts, the current week last), empty weeks included. */
async function weeklyAverages(db: DbExecutor, userId: string): Promise<RatingSummary['weekly']> {
  const { rows } = await db.execute<{ weekStart: string; average: string | null; count: number }>(sql`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => ${RATING_RULES.historyWeeks - 1}),
        date_trunc('week', now() AT TIME ZONE 'UTC'),
        interval '1 week') AS week_start
    )
    SELECT to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart", round(avg(r.stars), 1)::text AS average,
      count(r.id)::int AS count
    FROM weeks w
    LEFT JOIN ratings r ON r.ratee_id = ${userId}::uuid
      AND r.created_at >= w.week_start AT TIME ZONE 'UTC'
      AND r.created_at < (w.week_start + interval '1 week') AT TIME ZONE 'UTC'
    GROUP BY w.week_start
    ORDER BY w.week_start`);
  return rows.map((r) => ({ weekStart: r.weekStart, average: num(r.average), count: r.count }));
}
