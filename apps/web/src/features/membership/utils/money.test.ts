import { describe, expect, it } from 'vitest';

import { dollarsToCents } from './money';

describe('dollarsToCents', () => {
  it('turns a rate typed with step 0.01 into whole cents, without floating-point leftovers', () => {
    expect(dollarsToCents(2.5)).toBe(250);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('leaves "not a number" for the schema to refuse', () => {
    expect(dollarsToCents(Number.NaN)).toBeNaN();
  });
});
