import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobContext } from '../jobs/index';
import type { FmcsaClient } from './fmcsa-client';
import { FmcsaUnavailableError } from './fmcsa-unavailable-error';
import { findApplicationToVerify, recordVerification, type VerificationRecord } from './repository';
import { verifyBroker } from './verify-broker';

export const FMCSA_NOTES = {
  noWebKey: 'No FMCSA web key is configured; verify by hand',
  retrying: 'FMCSA did not answer; verification is pending',
  gaveUp: 'FMCSA did not answer; verify by hand',
  rejected: 'FMCSA refused the request (check FMCSA_WEB_KEY); verify by hand',
  failed: 'The FMCSA check failed; verify by hand',
} as const;

export interface VerifyApplicationDeps {
  db: Db;
  /** Null when no web key is configured: nothing is sent to FMCSA. */
  client: FmcsaClient | null;
  live: Pick<FastifyInstance['live'], 'publish'>;
}

const payloadSchema = z.object({ applicationId: z.uuid() });

const outcome = (verdict: VerificationRecord['verdict'], note: string | null, attempted: boolean) => ({
  verdict,
  reasons: [],
  evidence: null,
  note,
  attempted,
});

/** Writes the outcome and tells admin screens, in one transaction. */
async function save(deps: VerifyApplicationDeps, id: string, record: VerificationRecord): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (await recordVerification(tx, id, record)) {
      await deps.live.publish('admin', 'application.updated', { id }, tx);
    }
  });
}

async function run(deps: VerifyApplicationDeps, id: string, ctx: JobContext): Promise<void> {
  const application = await findApplicationToVerify(deps.db, id);
  if (!application || application.status !== 'pending') {
    ctx.log.info({ applicationId: id }, 'FMCSA check skipped: the application is gone or decided');
    return;
  }
  const mcNumber = application.mcNumber.trim() || null;
  const dotNumber = application.dotNumber?.trim() || null;
  if (!mcNumber && !dotNumber) return save(deps, id, outcome('skipped', null, false));
  if (!deps.client) return save(deps, id, outcome('unavailable', FMCSA_NOTES.noWebKey, false));

  let lookup;
  try {
    lookup = await deps.client.lookup({ mcNumber, dotNumber });
  } catch (err) {
    if (!(err instanceof FmcsaUnavailableError)) throw err;
    const retry = err.retryable && !ctx.lastAttempt;
    const note = !err.retryable ? FMCSA_NOTES.rejected : retry ? FMCSA_NOTES.retrying : FMCSA_NOTES.gaveUp;
    await save(deps, id, outcome('unavailable', note, true));
    if (retry) throw err;
    ctx.log.warn({ err, applicationId: id }, 'FMCSA check left for manual review');
    return;
  }
  const result = verifyBroker({ ...application, mcNumber, dotNumber }, lookup);
  await save(deps, id, { ...result, note: null, attempted: true });
}

/**
 * The `fmcsa.verify-application` job: looks the application up at FMCSA and
 * records the verdict, reasons and evidence. Throws (so the job is retried)
 * only while FMCSA is unreachable and attempts remain, or on an unexpected
 * error; on the last attempt the application is left for manual review.
 */
export async function verifyApplication(
  deps: VerifyApplicationDeps,
  payload: Record<string, unknown>,
  ctx: JobContext,
): Promise<void> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) {
    ctx.log.warn({ payload }, 'FMCSA check dropped: the payload has no applicationId');
    return;
  }
  const id = parsed.data.applicationId;
  try {
    await run(deps, id, ctx);
  } catch (err) {
    if (ctx.lastAttempt && !(err instanceof FmcsaUnavailableError)) {
      await save(deps, id, outcome('unavailable', FMCSA_NOTES.failed, false)).catch((e: unknown) =>
        ctx.log.error({ err: e, applicationId: id }, 'could not record the failed FMCSA check'),
      );
    }
    throw err;
  }
}
