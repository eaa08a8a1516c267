import { sql } from 'drizzle-orm';
import type { LoadStatus } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { onTheBoard } from './load-columns';

/** A premium load's early-access window as the database clock sees it now. */
export interface PremiumWindowState {
  id: string;
  brokerId: string;
  status: LoadStatus;
  premium: boolean;
  onBoard: boolean;
  /** When the window ends (posted_at + the window in force), as PostgreSQL text at microseconds. */
  endsAt: string;
  /** Seconds until the window ends; zero or less once it has. */
  secondsLeft: number;
}

/** Reads a load's window state with the given window (the settings in force); undefined without the load. */
export async function findPremiumWindowState(
  db: DbExecutor,
  loadId: string,
  premiumWindowMinutes: number,
): Promise<PremiumWindowState | undefined> {
  const { rows } = await db.execute<PremiumWindowState & Record<string, unknown>>(sql`
    SELECT l.id, l.broker_id AS "brokerId", l.status, l.premium, (${onTheBoard('l')}) AS "onBoard",
      to_char(w.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "endsAt",
      extract(epoch FROM w.ends_at - now())::float8 AS "secondsLeft"
    FROM loads l
    CROSS JOIN LATERAL (SELECT l.posted_at + make_interval(mins => ${premiumWindowMinutes}::int) AS ends_at) w
    WHERE l.id = ${loadId}::uuid`);
  const row = rows[0];
  return row ? { ...row, secondsLeft: Number(row.secondsLeft) } : undefined;
}

/** Premium loads on the board posted within the last `minutes` (a window change reschedules their ends). */
export async function findRecentPremiumLoadIds(db: DbExecutor, minutes: number): Promise<string[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT l.id FROM loads l
    WHERE l.premium AND ${onTheBoard('l')}
      AND l.posted_at > now() - make_interval(mins => ${minutes}::int)`);
  return rows.map((r) => r.id);
}
