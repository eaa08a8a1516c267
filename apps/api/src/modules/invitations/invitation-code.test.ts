import { describe, expect, it } from 'vitest';
import { hashInvitationCode, invitationExpiry, invitationLink, newInvitationCode } from './invitation-code';

describe('invitation codes', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const { code, codeHash } = newInvitationCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    expect(codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInvitationCode(code)).toBe(codeHash);
    expect(hashInvitationCode(` ${code} `)).toBe(codeHash);
    expect(newInvitationCode().code).not.toBe(code);
  });

  it('expire 7 days after they are sent', () => {
    const sent = new Date('2025-03-01T12:00:00Z');
    expect(invitationExpiry(sent).toISOString()).toBe('2025-03-08T12:00:00.000Z');
  });

  it('link truckers to sign-up and brokers to the application', () => {
    expect(invitationLink('https://haulclub.app', 'trucker', 'abc_-1')).toBe(
      'https://haulclub.app/auth?tab=signup&invite=abc_-1',
    );
    expect(invitationLink('https://haulclub.app', 'broker', 'abc')).toBe(
      'https://haulclub.app/apply?invite=abc',
    );
  });
});
