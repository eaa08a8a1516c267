import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BPS_TOTAL, SPLIT_BPS, splitAmount, splitPercent } from './split';

describe('splitAmount', () => {
  it('splits a $1,000 load into $800 / $100 / $100', () => {
    expect(splitAmount(100_000)).toEqual({ trucker: 80_000, broker: 10_000, platform: 10_000 });
  });

  it('gives the leftover cents to the trucker', () => {
    expect(splitAmount(1)).toEqual({ trucker: 1, broker: 0, platform: 0 });
    expect(splitAmount(19)).toEqual({ trucker: 17, broker: 1, platform: 1 });
    expect(splitAmount(12_345)).toEqual({ trucker: 9_877, broker: 1_234, platform: 1_234 });
  });

  it('always sums to the total, in integer cents, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (total) => {
        const s = splitAmount(total);
        expect(s.trucker + s.broker + s.platform).toBe(total);
        for (const part of [s.trucker, s.broker, s.platform])
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps each share within a cent of its exact percentage, never over-paying broker or platform', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (total) => {
        const s = splitAmount(total);
        const exact = (bps: number) => (total * bps) / BPS_TOTAL;
        expect(s.broker).toBeLessThanOrEqual(exact(SPLIT_BPS.broker));
        expect(exact(SPLIT_BPS.broker) - s.broker).toBeLessThan(1);
        expect(s.platform).toBeLessThanOrEqual(exact(SPLIT_BPS.platform));
        expect(s.trucker - exact(SPLIT_BPS.trucker)).toBeLessThan(2);
        expect(s.trucker).toBeGreaterThanOrEqual(exact(SPLIT_BPS.trucker));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses fractional, negative and unsafe amounts', () => {
    expect(() => splitAmount(10.5)).toThrow(RangeError);
    expect(() => splitAmount(-1)).toThrow(RangeError);
    expect(() => splitAmount(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('states the split as 80 / 10 / 10 percent', () => {
    expect(SPLIT_BPS.trucker + SPLIT_BPS.broker + SPLIT_BPS.platform).toBe(BPS_TOTAL);
    expect([splitPercent('trucker'), splitPercent('broker'), splitPercent('platform')]).toEqual([80, 10, 10]);
  });
});
