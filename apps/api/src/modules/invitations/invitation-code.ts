import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS, type InvitationKind } from '@haulclub/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new random code (32 bytes, base64url) and the SHA-256 hash that is all the database keeps. */
export function newInvitationCode(): { code: string; codeHash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, codeHash: hashInvitationCode(code) };
}

export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code.trim(), 'utf8').digest('hex');
}

/** When an invitation (re)sent at `from` stops working. */
export function invitationExpiry(from: Date = new Date()): Date {
  return new Date(from.getTime() + INVITATION_TTL_DAYS * DAY_MS);
}

/** Truckers sign up on /auth; brokers apply on /apply. */
export function invitationLink(publicUrl: string, kind: InvitationKind, code: string): string {
  const encoded = encodeURIComponent(code);
  return kind === 'trucker'
    ? `${publicUrl}/auth?tab=signup&invite=${encoded}`
    : `${publicUrl}/apply?invite=${encoded}`;
}
