import { and, eq, sql } from 'drizzle-orm';
import type { FmcsaEvidence, FmcsaReason, FmcsaVerdict } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import { brokerApplications } from '../../db/schema/index';

/** What the FMCSA check needs of an application. */
export interface ApplicationToVerify {
  id: string;
  status: (typeof brokerApplications.$inferSelect)['status'];
  companyName: string;
  mcNumber: string;
  dotNumber: string | null;
  state: string;
}

export async function findApplicationToVerify(
  db: DbExecutor,
  id: string,
): Promise<ApplicationToVerify | undefined> {
  const [row] = await db
    .select({
      id: brokerApplications.id,
      status: brokerApplications.status,
      companyName: brokerApplications.companyName,
      mcNumber: brokerApplications.mcNumber,
      dotNumber: brokerApplications.dotNumber,
      state: brokerApplications.state,
    })
    .from(brokerApplications)
    .where(eq(brokerApplications.id, id))
    .limit(1);
  return row;
}

export interface VerificationRecord {
  verdict: FmcsaVerdict;
  reasons: FmcsaReason[];
  evidence: FmcsaEvidence | null;
  note: string | null;
  /** True when FMCSA was asked (counts towards verificationAttempts). */
  attempted: boolean;
}

/**
 * Records the outcome on a still-pending application; an application an
 * admin decided meanwhile is left alone. Returns whether a row changed.
 */
export async function recordVerification(
  db: DbExecutor,
  id: string,
  record: VerificationRecord,
): Promise<boolean> {
  const updated = await db
    .update(brokerApplications)
    .set({
      verificationVerdict: record.verdict,
      verificationReasons: record.reasons,
      verificationEvidence: record.evidence,
      verificationNote: record.note,
      verificationCheckedAt: sql`now()`,
      ...(record.attempted
        ? { verificationAttempts: sql`${brokerApplications.verificationAttempts} + 1` }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(brokerApplications.id, id), eq(brokerApplications.status, 'pending')))
    .returning({ id: brokerApplications.id });
  return updated.length > 0;
}
