import type { BrokerFairness, LoadLaneRate } from '@haulclub/shared';

/** Test factories of the market figures carried by loads, estimates and chat threads. Tests only. */

/** A lane comparison; by default a lane under the floor (no figure), as most test lanes are. */
export function createLoadLaneRate(overrides: Partial<LoadLaneRate> = {}): LoadLaneRate {
  return {
    origin: { market: '752', label: 'Dallas, TX area (752)' },
    destination: { market: '770', label: 'Houston, TX area (770)' },
    windowDays: 30,
    bookings: 2,
    brokers: 1,
    enoughData: false,
    averageCents: null,
    diffPercent: null,
    ...overrides,
  };
}

/** A lane comparison with a figure: the 30-day average and the load's difference in percent. */
export const laneRateWithAverage = (averageCents: number, diffPercent: number | null) =>
  createLoadLaneRate({ bookings: 12, brokers: 4, enoughData: true, averageCents, diffPercent });

/** A broker's standing; by default no badge for lack of data. */
export function createBrokerFairness(overrides: Partial<BrokerFairness> = {}): BrokerFairness {
  return { badge: null, enoughData: false, comparedLoads: 0, averageDiffPercent: null, ...overrides };
}
