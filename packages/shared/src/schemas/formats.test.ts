import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_BOUNDS, dateTimeInput } from './formats';

const schema = dateTimeInput('Pickup before');
const messages = (v: string) => (schema.safeParse(v).error?.issues ?? []).map((i) => i.message);

describe('dateTimeInput', () => {
  it('accepts every instant from 1900 to 9999 (UTC), in any real-world offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T14:00:00Z'),
          max: new Date('9999-12-31T09:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (date, offset) => {
          const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 19);
          const sign = offset < 0 ? '-' : '+';
          const abs = Math.abs(offset);
          const text = `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          expect(schema.safeParse(text).success, text).toBe(true);
        },
      ),
      { seed: 13, numRuns: 500 },
    );
  });

  it('refuses what PostgreSQL cannot store or HaulClub cannot mean, naming the field', () => {
    expect(messages('0000-01-01T00:00:00Z')).toEqual([
      `Pickup before must be between the years ${DATE_TIME_BOUNDS.minYear} and ${DATE_TIME_BOUNDS.maxYear}`,
    ]);
    expect(messages('1899-12-31T23:59:59Z')).toHaveLength(1);
    // 9999-12-31 at 23:59 in Chicago is already the year 10000 in UTC.
    expect(messages('9999-12-31T23:59:00-06:00')).toHaveLength(1);
    expect(messages('2026-03-01T08:00:00+15:00')).toEqual([
      'Pickup before must have a UTC offset between -14:00 and +14:00',
    ]);
    expect(messages('2026-02-30T08:00:00Z')).toEqual(['Pickup before must be a date and time']);
    expect(messages('2026-03-01T08:00:00')).toEqual(['Pickup before must be a date and time']);
    expect(schema.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    expect(schema.safeParse('9999-12-31T23:59:59.999Z').success).toBe(true);
  });
});
