import { describe, expect, it } from 'vitest';
import { commonPasswords } from './common-passwords';
import { generateCommonPasswords } from './generate-common-passwords';
import { checkPasswordStrength } from './password-policy';

describe('common passwords', () => {
  it('ship at least 10,000 unique lower-case entries, exactly what the generator makes', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const p of list) expect(p).toBe(p.toLowerCase());
    expect([...list].sort()).toEqual(generateCommonPasswords());
  });
});

describe('checkPasswordStrength', () => {
  it('accepts 8 to 128 characters that are not common, refusing common ones case-insensitively', () => {
    expect(checkPasswordStrength('Lone-Star-Flatbed-42')).toBeUndefined();
    expect(checkPasswordStrength('x'.repeat(7))?.reasons).toEqual(['length']);
    expect(checkPasswordStrength('Zq'.repeat(64))).toBeUndefined();
    expect(checkPasswordStrength('Zq'.repeat(64) + 'z')?.reasons).toEqual(['length']);
    expect(checkPasswordStrength('PASSWORD1')?.reasons).toEqual(['pwned']);
    expect(checkPasswordStrength('qwertyuiop')?.reasons).toEqual(['pwned']);
  });
});
