import { describe, expect, it } from 'vitest';
import { isLuhnValid, SANDBOX_TEST_CARDS, sandboxCardInput } from './sandbox-card';

const nextYear = new Date().getUTCFullYear() + 1;
const valid = { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123' };
const fieldOf = (input: unknown) =>
  sandboxCardInput.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('sandboxCardInput', () => {
  it('takes a test card with spaces or dashes and keeps the digits only', () => {
    expect(sandboxCardInput.parse(valid).number).toBe('4242424242424242');
    expect(sandboxCardInput.parse({ ...valid, number: '4000-0000-0000-0002' }).number).toBe(
      '4000000000000002',
    );
  });

  it('knows the Luhn checksum, and every test card passes it', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it('names the field that is wrong', () => {
    expect(fieldOf({ ...valid, number: '4242424242424241' })).toEqual([
      'number: This card number is not valid',
    ]);
    expect(fieldOf({ ...valid, number: '4242' })).toEqual(['number: Card number must be 13 to 19 digits']);
    expect(fieldOf({ ...valid, expMonth: 13 })).toEqual(['expMonth: Expiry month must be 1 to 12']);
    expect(fieldOf({ ...valid, expYear: 27 })).toEqual(['expYear: Expiry year must be a four-digit year']);
    expect(fieldOf({ ...valid, cvc: '12' })).toEqual(['cvc: CVC must be 3 or 4 digits']);
    expect(fieldOf({ ...valid, expYear: 2020, expMonth: 1 })).toEqual(['expYear: This card has expired']);
  });
});
