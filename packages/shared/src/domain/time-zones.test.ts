import { describe, expect, it } from 'vitest';
import { US_STATES } from './states';
import { STATE_TIME_ZONES, timeZoneOfState } from './time-zones';

describe('state time zones', () => {
  it('gives every state a zone Intl knows', () => {
    for (const state of US_STATES) {
      const zone = STATE_TIME_ZONES[state];
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }), state).not.toThrow();
    }
  });

  it('puts Texas in Central time and falls back to UTC', () => {
    const at = new Date('2026-11-21T15:00:00Z');
    const fmt = (zone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', timeZoneName: 'short' }).format(at);
    expect(fmt(timeZoneOfState('TX'))).toBe('9 AM CST');
    expect(timeZoneOfState('ZZ')).toBe('UTC');
  });
});
