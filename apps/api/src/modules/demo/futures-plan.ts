import type { FuturesTruckType } from '@haulclub/shared';

/**
 * The demo's freight futures and rate futures (posted by seed-futures.ts through the futures
 * services): who posts them, on which lanes and equipment, for how long.
 */

const DANA = 'dana.broker@haulclub.demo';
/** Market brokers of the demo history (seed-market.ts) who post futures too. */
export const JOLENE = 'jolene.harper@brokers.haulclub.demo';
const MATEO = 'mateo.alvarez@brokers.haulclub.demo';
const TAMARA = 'tamara.greer@brokers.haulclub.demo';
const HECTOR = 'hector.salinas@brokers.haulclub.demo';

export interface DemoLane {
  broker: string;
  from: string;
  to: string;
  truckType: FuturesTruckType;
}

/**
 * A freight future: it starts `startInDays` from today and runs `weeks` weeks, `runsPerWeek` runs
 * of the lane a week (estimated miles = lane miles × runs), at the forecast rate plus `premiumCents`
 * a mile. The comments name the confidence colour the real forecast gives each lane on the demo
 * history (posting computes it; demo-seed.test.ts checks every colour is there).
 */
export interface DemoFuture extends DemoLane {
  startInDays: number;
  weeks: number;
  runsPerWeek: number;
  premiumCents: number;
  /** Locked in by Lena at the seed (a pending contract on her and the broker's /dashboard). */
  lockedByLena?: true;
}

export const FREIGHT_FUTURES: readonly DemoFuture[] = [
  // Green: a steady contract lane (market-history STEADY_LANES): a few brokers pricing it alike, so
  // the back-tested error is about 1 %.
  {
    broker: DANA,
    from: 'Dallas, TX',
    to: 'Austin, TX',
    truckType: 'dry_van',
    startInDays: 4,
    weeks: 12,
    runsPerWeek: 3,
    premiumCents: 5,
  },
  // Yellow: the other contract lane, priced less alike (about 4 % error); and the busy lane the forecast
  // tracks best (about 4.5 %), though its brokers pay from 21 % under to 7 % over its rate.
  {
    broker: HECTOR,
    from: 'San Antonio, TX',
    to: 'Austin, TX',
    truckType: 'reefer',
    startInDays: 7,
    weeks: 6,
    runsPerWeek: 4,
    premiumCents: 0,
  },
  {
    broker: DANA,
    from: 'Houston, TX',
    to: 'San Antonio, TX',
    truckType: 'step_deck',
    startInDays: 5,
    weeks: 8,
    runsPerWeek: 2,
    premiumCents: 8,
  },
  // Red: busy lanes with a larger back-tested error, and lanes without history of their own (the wider
  // market's, then the equipment's national figure: at most 0.4 and 0.3).
  {
    broker: JOLENE,
    from: 'Lubbock, TX',
    to: 'Midland, TX',
    truckType: 'flatbed',
    startInDays: 10,
    weeks: 12,
    runsPerWeek: 3,
    premiumCents: 5,
  },
  {
    broker: DANA,
    from: 'Dallas, TX',
    to: 'Houston, TX',
    truckType: 'flatbed',
    startInDays: 3,
    weeks: 10,
    runsPerWeek: 2,
    premiumCents: 10,
  },
  {
    broker: MATEO,
    from: 'Tulsa, OK',
    to: 'Dallas, TX',
    truckType: 'dry_van',
    startInDays: 14,
    weeks: 8,
    runsPerWeek: 2,
    premiumCents: 0,
  },
  {
    broker: DANA,
    from: 'Waco, TX',
    to: 'Austin, TX',
    truckType: 'dry_van',
    startInDays: 6,
    weeks: 4,
    runsPerWeek: 3,
    premiumCents: 12,
  },
  {
    broker: TAMARA,
    from: 'Houston, TX',
    to: 'Austin, TX',
    truckType: 'step_deck',
    startInDays: 12,
    weeks: 8,
    runsPerWeek: 1,
    premiumCents: 0,
  },
  // Lena's: locked in, its contract pending signatures.
  {
    broker: DANA,
    from: 'Houston, TX',
    to: 'Dallas, TX',
    truckType: 'flatbed',
    startInDays: 8,
    weeks: 6,
    runsPerWeek: 2,
    premiumCents: 6,
    lockedByLena: true,
  },
];

/** A rate future expiring `expiresInMinutes` after the seed, for `runs` runs of the lane at its forecast rate. */
export interface DemoRateFuture extends DemoLane {
  expiresInMinutes: number;
  runs: number;
  premiumCents: number;
  lockedByLena?: true;
}

/** Minutes after a start at which the demo's short-lived rate future expires (its countdown runs out live). */
export const ABOUT_TO_EXPIRE_MINUTES = 8;

export const RATE_FUTURES: readonly DemoRateFuture[] = [
  {
    broker: DANA,
    from: 'Dallas, TX',
    to: 'Houston, TX',
    truckType: 'flatbed',
    expiresInMinutes: 3 * 24 * 60,
    runs: 4,
    premiumCents: 5,
  },
  {
    broker: HECTOR,
    from: 'San Antonio, TX',
    to: 'Corpus Christi, TX',
    truckType: 'reefer',
    expiresInMinutes: 6 * 24 * 60,
    runs: 6,
    premiumCents: 0,
  },
  {
    broker: MATEO,
    from: 'Austin, TX',
    to: 'Dallas, TX',
    truckType: 'dry_van',
    expiresInMinutes: 12 * 24 * 60,
    runs: 5,
    premiumCents: 3,
  },
  {
    broker: JOLENE,
    from: 'Lubbock, TX',
    to: 'Midland, TX',
    truckType: 'flatbed',
    expiresInMinutes: 26 * 60,
    runs: 8,
    premiumCents: 4,
  },
  // About to expire: a few minutes after every start (a new one once the last has run out).
  {
    broker: DANA,
    from: 'Houston, TX',
    to: 'San Antonio, TX',
    truckType: 'step_deck',
    expiresInMinutes: ABOUT_TO_EXPIRE_MINUTES,
    runs: 3,
    premiumCents: 6,
  },
  // Lena's: accepted, its contract pending signatures.
  {
    broker: DANA,
    from: 'Beaumont, TX',
    to: 'Houston, TX',
    truckType: 'step_deck',
    expiresInMinutes: 10 * 24 * 60,
    runs: 4,
    premiumCents: 4,
    lockedByLena: true,
  },
];
