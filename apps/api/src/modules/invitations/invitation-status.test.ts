import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitation-status';

const now = new Date('2025-03-01T12:00:00Z');
const later = new Date('2025-03-02T12:00:00Z');
const earlier = new Date('2025-02-28T12:00:00Z');

describe('invitationStatus', () => {
  it('is pending until accepted, revoked or expired', () => {
    expect(invitationStatus({ acceptedAt: null, revokedAt: null, expiresAt: later }, now)).toBe('pending');
    expect(invitationStatus({ acceptedAt: earlier, revokedAt: null, expiresAt: earlier }, now)).toBe(
      'accepted',
    );
    expect(invitationStatus({ acceptedAt: null, revokedAt: earlier, expiresAt: later }, now)).toBe('revoked');
    expect(invitationStatus({ acceptedAt: null, revokedAt: null, expiresAt: now }, now)).toBe('expired');
  });
});
