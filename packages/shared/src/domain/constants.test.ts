import { describe, expect, it } from 'vitest';
import { formatCents } from './money';
import { LOAD_EXPIRY_HOURS, MARKETED_EQUIPMENT_TYPES, MAX_LOAD_MILES, RADIUS_MILES } from './freight';
import { EQUIPMENT_TYPES } from './equipment';
import { US_STATES } from './states';

describe('domain constants', () => {
  it('has the 50 US states, unique', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(US_STATES).not.toContain('DC');
  });
  it('keeps the club rules', () => {
    expect(RADIUS_MILES).toEqual({ min: 50, max: 3000, default: 400 });
    expect(LOAD_EXPIRY_HOURS).toEqual({ min: 1, max: 3 });
    expect(MAX_LOAD_MILES).toBe(400);
    for (const t of MARKETED_EQUIPMENT_TYPES) expect(EQUIPMENT_TYPES).toContain(t);
  });
  it('formats cents as dollars', () => {
    expect(formatCents(80_000)).toBe('$800');
    expect(formatCents(12_345)).toBe('$123.45');
  });
});
