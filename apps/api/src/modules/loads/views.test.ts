import { describe, expect, it } from 'vitest';
import { at, iso } from './views';

describe('at: PostgreSQL timestamp text as ISO', () => {
  it('gives what Date gives for UTC text with none to six fraction digits, across years and months', () => {
    const fractions = ['', '.5', '.05', '.751', '.7519', '.75199', '.999999', '.000001'];
    for (let i = 0; i < 2_000; i++) {
      const d = new Date(
        Date.UTC(1970 + (i % 90), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60),
      );
      const text = `${d.toISOString().slice(0, 19).replace('T', ' ')}${fractions[i % fractions.length]}+00`;
      expect(at(text)).toBe(new Date(text).toISOString());
    }
    expect(at('2026-11-26 17:39:31.751999+00')).toBe('2026-11-26T17:39:31.751Z');
    expect(at('2026-02-28 23:59:59+00')).toBe('2026-02-28T23:59:59.000Z');
  });

  it('parses text of another zone', () => {
    expect(at('2026-11-26 11:39:31.75-06')).toBe('2026-11-26T17:39:31.750Z');
    expect(at('2026-11-26 23:09:31+05:30')).toBe('2026-11-26T17:39:31.000Z');
    expect(iso(null)).toBeNull();
    expect(iso('2026-11-26 17:39:31+00')).toBe('2026-11-26T17:39:31.000Z');
  });
});
