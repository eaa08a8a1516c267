import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';

/** What an email link is for. */
export type EmailPurpose = 'confirmation' | 'recovery';
/** What is throttled per address: email links and reauthentication codes. */
export type ThrottledEmail = EmailPurpose | 'reauthentication';

/**
 * Claims the right to send a `purpose` email to `email` now. Returns 0 when
 * claimed, else the seconds to wait. Keyed by address, account or not.
 */
export async function claimEmailSend(
  db: DbExecutor,
  email: string,
  purpose: ThrottledEmail,
  intervalSeconds: number,
): Promise<number> {
  const result = await db.execute<{ wait: number | null }>(sql`
    WITH prior AS (
      SELECT last_sent_at FROM email_send_throttle WHERE email = ${email} AND purpose = ${purpose} FOR UPDATE
    ), claimed AS (
      INSERT INTO email_send_throttle (email, purpose, last_sent_at) VALUES (${email}, ${purpose}, now())
      ON CONFLICT (email, purpose) DO UPDATE SET last_sent_at = now()
        WHERE email_send_throttle.last_sent_at <= now() - make_interval(secs => ${intervalSeconds})
      RETURNING 1
    )
    SELECT CASE WHEN EXISTS (SELECT 1 FROM claimed) THEN 0
      ELSE greatest(1, ceil(extract(epoch FROM (SELECT last_sent_at FROM prior)
        + make_interval(secs => ${intervalSeconds}) - now())))::int
    END AS wait`);
  return Math.max(0, result.rows[0]?.wait ?? 0);
}
