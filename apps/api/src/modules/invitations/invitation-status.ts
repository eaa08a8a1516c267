import type { InvitationStatus } from '@haulclub/shared';

interface Timestamps {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** Pending until accepted, revoked or past expires_at. */
export function invitationStatus(row: Timestamps, now: Date = new Date()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** What a person holding an unusable code is told (sign-up gate and lookup). */
export const INVITATION_REFUSAL = {
  required: 'Truckers join HaulClub by invitation. Use the link in your invitation email.',
  accepted: 'This invitation has already been used. Sign in, or ask for a new invitation.',
  revoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  expired: 'This invitation has expired. Ask the person who invited you to resend it.',
  otherEmail:
    'This invitation was sent to another email address. Sign up with the address the invitation was sent to.',
} as const;
