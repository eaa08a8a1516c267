import { describe, expect, it } from 'vitest';

import { isoToLocalInput, localDayRange, localInputToIso, toOffsetIso } from './datetime';

const OFFSET_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

describe('load form date-times', () => {
  it('turns a datetime-local value into ISO with the viewer’s offset, at the same instant', () => {
    const iso = localInputToIso('2030-05-02T08:30');
    expect(iso).toMatch(OFFSET_ISO);
    expect(iso.slice(0, 19)).toBe('2030-05-02T08:30:00');
    expect(Date.parse(iso)).toBe(new Date(2030, 4, 2, 8, 30).getTime());
  });

  it('leaves blank or broken values blank, for the schema to refuse', () => {
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('tomorrow')).toBe('');
  });

  it('round-trips through the stored ISO', () => {
    const iso = toOffsetIso(new Date(2030, 10, 3, 17, 45));
    expect(isoToLocalInput(iso)).toBe('2030-11-03T17:45');
    expect(isoToLocalInput(new Date(2030, 10, 3, 17, 45).toISOString())).toBe('2030-11-03T17:45');
  });

  it('gives a local day as [its midnight, the next midnight)', () => {
    const range = localDayRange('2030-05-02');
    expect(range?.from).toMatch(/^2030-05-02T00:00:00[+-]\d\d:\d\d$/);
    expect(range?.before).toMatch(/^2030-05-03T00:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(range!.from)).toBe(new Date(2030, 4, 2).getTime());
    expect(localDayRange('2030-02-30')).toBeNull();
    expect(localDayRange('')).toBeNull();
  });
});
