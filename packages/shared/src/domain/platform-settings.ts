import { DEFAULT_ALERT_THRESHOLD } from './matching';
import { FAIRNESS, LANE_RATE_FLOOR } from './market';

/**
 * The platform's tunable constants (admin settings, `/admin/settings`): each with its default,
 * bounds and meaning. Stored in `platform_settings` (a row only for a value that differs from the
 * default), audited on change, and applied at once in every API process (NOTIFY).
 */
export interface PlatformSettingRule {
  label: string;
  description: string;
  group: 'premium' | 'market' | 'alerts';
  unit: 'minutes' | 'percent' | 'bookings' | 'brokers' | 'points';
  min: number;
  max: number;
  default: number;
}

export const PLATFORM_SETTING_RULES = {
  premiumWindowMinutes: {
    label: 'Premium early-access window',
    description: 'Minutes a premium load is shown only to the top truckers by speed score',
    group: 'premium',
    unit: 'minutes',
    min: 0,
    max: 240,
    default: 15,
  },
  premiumTopPercent: {
    label: 'Early access: top share of truckers',
    description: 'Truckers in this top share by speed score get early access (10 = the top decile)',
    group: 'premium',
    unit: 'percent',
    min: 1,
    max: 50,
    default: 10,
  },
  laneRateMinBookings: {
    label: 'Lane-rate floor: bookings',
    description: 'A lane figure is shown only when it rests on at least this many bookings',
    group: 'market',
    unit: 'bookings',
    min: 1,
    max: 100,
    default: LANE_RATE_FLOOR.minBookings,
  },
  laneRateMinBrokers: {
    label: 'Lane-rate floor: brokers',
    description: '…and on bookings from at least this many different brokers',
    group: 'market',
    unit: 'brokers',
    min: 1,
    max: 20,
    default: LANE_RATE_FLOOR.minBrokers,
  },
  fairnessBelowMarketPercent: {
    label: '"Below market" threshold',
    description: 'A broker whose posted rates average this far below their lanes is marked Below market',
    group: 'market',
    unit: 'percent',
    min: 1,
    max: 50,
    default: FAIRNESS.belowMarketPercent,
  },
  alertDefaultThreshold: {
    label: 'Default alert threshold',
    description: 'The match score a load must reach to alert a new trucker (each trucker can change theirs)',
    group: 'alerts',
    unit: 'points',
    min: 1,
    max: 100,
    default: DEFAULT_ALERT_THRESHOLD,
  },
} as const satisfies Record<string, PlatformSettingRule>;

export type PlatformSettingKey = keyof typeof PLATFORM_SETTING_RULES;
export const PLATFORM_SETTING_KEYS = Object.keys(PLATFORM_SETTING_RULES) as PlatformSettingKey[];
export type PlatformSettings = { [K in PlatformSettingKey]: number };

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = Object.fromEntries(
  PLATFORM_SETTING_KEYS.map((k) => [k, PLATFORM_SETTING_RULES[k].default]),
) as PlatformSettings;
