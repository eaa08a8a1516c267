import type { UsState } from './states';

const C = 'America/Chicago';
const E = 'America/New_York';
const M = 'America/Denver';
const P = 'America/Los_Angeles';

/**
 * The time zone most of each state keeps (a few states span two zones; the
 * larger share wins). Pickup and delivery times are shown in the zone of the
 * place, the way shippers and receivers quote appointments.
 */
export const STATE_TIME_ZONES: Record<UsState, string> = {
  AL: C,
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: C,
  CA: P,
  CO: M,
  CT: E,
  DE: E,
  FL: E,
  GA: E,
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: C,
  IN: 'America/Indiana/Indianapolis',
  IA: C,
  KS: C,
  KY: E,
  LA: C,
  ME: E,
  MD: E,
  MA: E,
  MI: 'America/Detroit',
  MN: C,
  MS: C,
  MO: C,
  MT: M,
  NE: C,
  NV: P,
  NH: E,
  NJ: E,
  NM: M,
  NY: E,
  NC: E,
  ND: C,
  OH: E,
  OK: C,
  OR: P,
  PA: E,
  RI: E,
  SC: E,
  SD: C,
  TN: C,
  TX: C,
  UT: M,
  VT: E,
  VA: E,
  WA: P,
  WV: E,
  WI: C,
  WY: M,
};

/** The time zone of a state code; UTC for anything else. */
export function timeZoneOfState(state: string): string {
  return (STATE_TIME_ZONES as Record<string, string | undefined>)[state] ?? 'UTC';
}
