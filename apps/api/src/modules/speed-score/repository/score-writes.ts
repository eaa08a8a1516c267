import { PLATFORM_SETTING_RULES } from '@haulclub/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import type { ScoredMember } from '../services/components';

export type SpeedRole = 'trucker' | 'broker';

/** Serialises every writer of speed_scores across processes (held to the end of the transaction). */
export async function lockSpeedScores(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('haulclub:speed_scores'))`);
}

/** The sweeper's claim: false when another process is sweeping right now. */
export async function tryLockSweep(tx: DbExecutor): Promise<boolean> {
  const { rows } = await tx.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(hashtext('haulclub:speed_scores:sweep')) AS locked`,
  );
  return rows[0]?.locked === true;
}

/** True when some member has no row or a row older than `since` (a full refresh is due). */
export async function anyScoreOlderThan(tx: DbExecutor, since: Date): Promise<boolean> {
  const { rows } = await tx.execute<{ due: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM speed_scores WHERE computed_at < ${since.toISOString()}::timestamptz)
      OR EXISTS (SELECT 1 FROM truckers t WHERE NOT EXISTS (SELECT 1 FROM speed_scores s WHERE s.user_id = t.user_id))
      OR EXISTS (SELECT 1 FROM brokers b WHERE NOT EXISTS (SELECT 1 FROM speed_scores s WHERE s.user_id = b.user_id))
      AS due`);
  return rows[0]?.due === true;
}

/** The scores these members had before (to know whether the ranking can have changed). */
export async function previousScores(tx: DbExecutor, userIds: string[]): Promise<Map<string, number | null>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await tx.execute<{ userId: string; score: number | null }>(sql`
    SELECT user_id AS "userId", score FROM speed_scores
    WHERE user_id = ANY(${`{${userIds.join(',')}}`}::uuid[])`);
  return new Map(rows.map((r) => [r.userId, r.score]));
}

/**
 * Writes each member's score and components as of `asOf` (a row already computed as of a later
 * moment is kept), and the score of the week `asOf` falls in (weeks start Monday, UTC).
 */
export async function writeScores(tx: DbExecutor, members: ScoredMember[], asOf: Date): Promise<void> {
  if (members.length === 0) return;
  const rows = JSON.stringify(
    members.map((m) => ({
      user_id: m.userId,
      role: m.role,
      score: m.score,
      bookings: m.bookings,
      components: m.components,
    })),
  );
  const at = sql`${asOf.toISOString()}::timestamptz`;
  await tx.execute(sql`
    INSERT INTO speed_scores (user_id, role, score, bookings, components, computed_at)
    SELECT r.user_id, r.role, r.score, r.bookings, r.components, ${at}
    FROM jsonb_to_recordset(${rows}::jsonb)
      AS r(user_id uuid, role text, score smallint, bookings integer, components jsonb)
    ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, score = EXCLUDED.score,
      bookings = EXCLUDED.bookings, components = EXCLUDED.components, computed_at = EXCLUDED.computed_at
    WHERE speed_scores.computed_at <= EXCLUDED.computed_at`);
  await tx.execute(sql`
    INSERT INTO speed_score_weeks (user_id, week_start, score, computed_at)
    SELECT r.user_id, date_trunc('week', ${at} AT TIME ZONE 'UTC')::date, r.score, ${at}
    FROM jsonb_to_recordset(${rows}::jsonb) AS r(user_id uuid, score smallint)
    ON CONFLICT (user_id, week_start) DO UPDATE SET score = EXCLUDED.score, computed_at = EXCLUDED.computed_at
    WHERE speed_score_weeks.computed_at <= EXCLUDED.computed_at`);
}

/**
 * Ranks the role's scored members who are not suspended (equal scores share a position) and stores
 * every member's rank (none for those without a score), top percent (topPercentOf in
 * @haulclub/shared: max(1, ceil(100 × position ÷ scored)), here in exact integer arithmetic) and
 * early access: truckers whose top percent is within `premiumTopPercent`. One statement, inside
 * the database: the role's ranks no longer travel to Node and back as JSON on every refresh, and
 * suspended members are found through users_suspended_idx instead of a scan of users. Only rows
 * that change are written.
 */
export async function rerankRole(tx: DbExecutor, role: SpeedRole, premiumTopPercent: number): Promise<void> {
  await tx.execute(sql`
    UPDATE speed_scores s
    SET position = x.position, scored_count = x.scored, top_percent = x.top, early_access = x.early
    FROM (
      SELECT s2.user_id, r.position, r.scored, r.top,
        coalesce(s2.role = 'trucker' AND r.top <= ${premiumTopPercent}::int, false) AS early
      FROM speed_scores s2
      LEFT JOIN (
        SELECT ranked.user_id, ranked.position, ranked.scored,
          greatest(1, (100 * ranked.position + ranked.scored - 1) / ranked.scored)::smallint AS top
        FROM (
          SELECT r0.user_id, rank() OVER (ORDER BY r0.score DESC)::int AS position, count(*) OVER ()::int AS scored
          FROM speed_scores r0
          WHERE r0.role = ${role} AND r0.score IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id = r0.user_id AND su.suspended_at IS NOT NULL)
        ) ranked
      ) r ON r.user_id = s2.user_id
      WHERE s2.role = ${role}
    ) x
    WHERE s.user_id = x.user_id
      AND (s.position, s.scored_count, s.top_percent, s.early_access)
        IS DISTINCT FROM (x.position, x.scored, x.top, x.early)`);
}

/** Early access after a change of the premium share: truckers within the new top percent. */
export async function writeEarlyAccess(tx: DbExecutor, premiumTopPercent: number): Promise<void> {
  await tx.execute(sql`
    UPDATE speed_scores
    SET early_access = coalesce(role = 'trucker' AND top_percent <= ${premiumTopPercent}::int, false)
    WHERE early_access IS DISTINCT FROM
      coalesce(role = 'trucker' AND top_percent <= ${premiumTopPercent}::int, false)`);
}

/** The premium share in force as stored (for callers without the settings service, e.g. the seed). */
export async function storedPremiumTopPercent(tx: DbExecutor): Promise<number> {
  const rule = PLATFORM_SETTING_RULES.premiumTopPercent;
  const { rows } = await tx.execute<{ value: unknown }>(
    sql`SELECT value FROM platform_settings WHERE key = 'premiumTopPercent'`,
  );
  const value = rows[0]?.value;
  return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max
    ? value
    : rule.default;
}
