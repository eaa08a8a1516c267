import type { EquipmentType } from './equipment';

/** The equipment types named in marketing (the club's specialty). */
export const MARKETED_EQUIPMENT_TYPES = [
  'Hotshot',
  'Power Only',
  'Flatbed',
  'Dry Van',
  'Step Deck',
  'RGN',
] as const satisfies readonly EquipmentType[];

// Truck types, load equipment, futures codes and what hauls what: see ./equipment.ts.

/** A trucker's maximum radius in miles. */
export const RADIUS_MILES = { min: 50, max: 3000, default: 400 } as const;

/** The highest minimum rate a trucker may ask, in cents per mile ($100.00). */
export const MAX_MIN_RATE_CENTS = 10_000;

/** Loads expire by themselves this many hours after posting. */
export const LOAD_EXPIRY_HOURS = { min: 1, max: 3 } as const;
export const LOAD_EXPIRY_CHOICES = [1, 2, 3] as const;

/** The club's focus: loads longer than this are refused. */
export const MAX_LOAD_MILES = 400;

/** Payment provider accounts are opened in this country only. */
export const PAYMENT_COUNTRY = 'US';

/** Marketing figures that are business constants, not sample data. */
export const MARKET_FACTS = {
  traditionalCommissionPercent: { min: 15, max: 25 },
  traditionalPaymentDays: { min: 30, max: 90 },
  payoutHours: 24,
  brokerApprovalHours: 24,
} as const;

/** AI confidence colour thresholds. */
export const AI_CONFIDENCE = { green: 0.8, yellow: 0.6 } as const;
