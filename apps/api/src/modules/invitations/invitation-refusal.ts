import type { DbExecutor } from '../../db/client';
import { AuthError } from '../auth/index';
import { hashInvitationCode } from './invitation-code';
import { INVITATION_REFUSAL, invitationStatus } from './invitation-status';
import { findInvitationByCodeHash, type InvitationRow } from './repository/invitation-repository';

/**
 * A refused sign-up: an AuthError (GoTrue's body on /auth/v1/signup) that
 * also carries Fastify's `statusCode`, so the API's error handler answers
 * POST /api/me/role with a 403 problem (code `forbidden`) and the same message.
 */
export class InvitationRefusedError extends AuthError {
  readonly statusCode = 403;

  constructor(message: string) {
    super(403, 'invite_not_found', message);
    this.name = 'InvitationRefusedError';
  }
}

/** The invitation behind a code (none for a missing code); `forUpdate` locks it. */
export async function findByCode(
  db: DbExecutor,
  code: string | undefined,
  forUpdate: boolean,
): Promise<InvitationRow | undefined> {
  if (!code) return undefined;
  return findInvitationByCodeHash(db, hashInvitationCode(code), { forUpdate });
}

function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The trucker invitation `row` may create `email`'s account now, or the refusal says why not. */
export function assertUsableForTrucker(
  row: InvitationRow | undefined,
  email: string,
): asserts row is InvitationRow {
  if (!row || row.kind !== 'trucker') throw new InvitationRefusedError(INVITATION_REFUSAL.required);
  if (!sameEmail(row.email, email)) throw new InvitationRefusedError(INVITATION_REFUSAL.otherEmail);
  const status = invitationStatus(row);
  if (status !== 'pending') throw new InvitationRefusedError(INVITATION_REFUSAL[status]);
}

export function isUsableBrokerInvitation(
  row: InvitationRow | undefined,
  email: string,
): row is InvitationRow {
  return row?.kind === 'broker' && sameEmail(row.email, email) && invitationStatus(row) === 'pending';
}
