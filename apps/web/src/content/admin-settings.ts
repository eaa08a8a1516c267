import type { PlatformSettingRule } from '@haulclub/shared';

/** Copy of /admin/settings: the platform's tunable constants. */
export const ADMIN_SETTINGS = {
  title: 'Platform Settings',
  heading: 'Platform settings',
  intro:
    'The rules the platform runs on. A saved change is recorded in the audit log and applies at once, on every server.',
  loading: 'Loading the settings…',
  loadError: 'Could not load the settings',
  retry: 'Try again',
  groups: {
    premium: 'Premium freight',
    market: 'Market',
    alerts: 'Alerts',
  } satisfies Record<PlatformSettingRule['group'], string>,
  /** Beside the input. */
  unitSuffix: {
    minutes: 'min',
    percent: '%',
    bookings: 'bookings',
    brokers: 'brokers',
    points: 'points',
  } satisfies Record<PlatformSettingRule['unit'], string>,
  /** In the bounds line under the input. */
  unitWords: {
    minutes: 'minutes',
    percent: 'percent',
    bookings: 'bookings',
    brokers: 'brokers',
    points: 'points',
  } satisfies Record<PlatformSettingRule['unit'], string>,
  bounds: (min: number, max: number, unit: string, fallback: number) =>
    `From ${String(min)} to ${String(max)} ${unit} · default ${String(fallback)}`,
  lastChange: (when: string, who: string) => `Last changed ${when} by ${who}`,
  lastChangeBySystem: (when: string) => `Last changed ${when}`,
  neverChanged: 'Never changed',
  save: 'Save changes',
  saving: 'Saving…',
  reset: 'Undo edits',
  nothingChanged: 'No changes to save.',
  saved: (count: number) => (count === 1 ? 'Setting saved' : `${String(count)} settings saved`),
  savedDescription: 'The new values apply now.',
  saveFailed: 'Could not save the settings',
} as const;
