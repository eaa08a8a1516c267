import { describe, expect, it } from 'vitest';

import { extractInviteCode } from './invite-code';

describe('extractInviteCode', () => {
  it('takes a typed code as it is, trimmed', () => {
    expect(extractInviteCode('  abc123-XYZ ')).toBe('abc123-XYZ');
  });

  it('takes the invite parameter out of a pasted invitation link', () => {
    expect(extractInviteCode('https://haulclub.test/auth?tab=signup&invite=abc%2D123')).toBe('abc-123');
    expect(extractInviteCode('/auth?invite=code-1&tab=signup')).toBe('code-1');
  });

  it('leaves an empty input empty', () => {
    expect(extractInviteCode('   ')).toBe('');
  });
});
