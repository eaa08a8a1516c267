import { SPEED_SCORE_HISTORY_WEEKS } from '@haulclub/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import type { ComponentFigure } from '../services/components';
import type { SpeedRole } from './score-writes';

export type SpeedScoreRow = {
  score: number | null;
  bookings: number;
  components: Record<string, ComponentFigure | undefined>;
  position: number | null;
  scoredCount: number | null;
  topPercent: number | null;
  earlyAccess: boolean;
  computedAt: Date | string;
};

export async function findSpeedScore(
  db: DbExecutor,
  userId: string,
  role: SpeedRole,
): Promise<SpeedScoreRow | undefined> {
  const { rows } = await db.execute<SpeedScoreRow>(sql`
    SELECT score, bookings, components, position, scored_count AS "scoredCount",
      top_percent AS "topPercent", early_access AS "earlyAccess", computed_at AS "computedAt"
    FROM speed_scores WHERE user_id = ${userId}::uuid AND role = ${role}`);
  return rows[0];
}

/** The last SPEED_SCORE_HISTORY_WEEKS weeks (Monday starts, UTC) up to this one, oldest first. */
export async function weeklyScores(
  db: DbExecutor,
  userId: string,
): Promise<Array<{ weekStart: string; score: number | null }>> {
  const { rows } = await db.execute<{ weekStart: string; score: number | null }>(sql`
    WITH weeks AS (
      SELECT (date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => n))::date AS week_start
      FROM generate_series(0, ${SPEED_SCORE_HISTORY_WEEKS - 1}::int) AS n
    )
    SELECT to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart", s.score
    FROM weeks w
    LEFT JOIN speed_score_weeks s ON s.user_id = ${userId}::uuid AND s.week_start = w.week_start
    ORDER BY w.week_start`);
  return rows;
}
