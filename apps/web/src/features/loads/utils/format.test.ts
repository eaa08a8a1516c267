import { describe, expect, it } from 'vitest';

import { countdownText, formatRatePerMile, laneLabel, loadRef } from './format';

const NOW = Date.parse('2030-05-02T12:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('countdownText', () => {
  it('shows mm:ss under an hour', () => {
    expect(countdownText(at(59 * 60 + 59), NOW)).toBe('59:59');
    expect(countdownText(at(5 * 60 + 3), NOW)).toBe('05:03');
    expect(countdownText(at(0.4), NOW)).toBe('00:01');
  });

  it('shows hours and minutes from an hour up', () => {
    expect(countdownText(at(3600), NOW)).toBe('1h 00m');
    expect(countdownText(at(3600 + 23 * 60 + 40), NOW)).toBe('1h 23m');
    expect(countdownText(at(3 * 3600), NOW)).toBe('3h 00m');
  });

  it('is null once expired', () => {
    expect(countdownText(at(0), NOW)).toBeNull();
    expect(countdownText(at(-30), NOW)).toBeNull();
  });
});

describe('load labels', () => {
  it('names loads, lanes and rates per mile', () => {
    expect(loadRef(1042)).toBe('HC-1042');
    expect(
      laneLabel({ pickup: { city: 'Dallas', state: 'TX' }, delivery: { city: 'Waco', state: 'TX' } }),
    ).toBe('Dallas, TX → Waco, TX');
    expect(formatRatePerMile(480)).toBe('$4.80/mi');
    expect(formatRatePerMile(300)).toBe('$3.00/mi');
  });
});
