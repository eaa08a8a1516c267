import { describe, expect, it } from 'vitest';

import { countdownText, formatDollars, isExpired } from './format';

const NOW = Date.parse('2026-03-02T15:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('rate future countdown', () => {
  it('shows hours and minutes with an hour or more left', () => {
    expect(countdownText(at(2 * 3600 + 5 * 60 + 30), NOW)).toBe('2h 5m');
    expect(countdownText(at(3600), NOW)).toBe('1h 0m');
    expect(countdownText(at(50 * 3600), NOW)).toBe('50h 0m');
  });

  it('shows minutes alone under an hour, never more than is left', () => {
    expect(countdownText(at(3599), NOW)).toBe('59m');
    expect(countdownText(at(60), NOW)).toBe('1m');
    expect(countdownText(at(59), NOW)).toBe('<1m');
    expect(countdownText(at(1), NOW)).toBe('<1m');
  });

  it('is expired at zero and after', () => {
    expect(countdownText(at(0), NOW)).toBeNull();
    expect(countdownText(at(-90), NOW)).toBeNull();
    expect(isExpired(at(0), NOW)).toBe(true);
    expect(isExpired(at(1), NOW)).toBe(false);
  });
});

describe('formatDollars', () => {
  it('shows cents only when there are any', () => {
    expect(formatDollars(727.5)).toBe('$727.50');
    expect(formatDollars(1250)).toBe('$1,250');
  });
});
