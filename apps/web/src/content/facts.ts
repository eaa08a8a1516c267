import {
  DEFAULT_PLATFORM_SETTINGS,
  LANE_RATE_CARD_WINDOW,
  LOAD_EXPIRY_HOURS,
  MARKET_FACTS,
  MAX_LOAD_MILES,
  PLATFORM_COMMISSION_PERCENT,
} from '@haulclub/shared';

const range = (min: number, max: number) => `${String(min)}–${String(max)}`;

/** Marketing figures as display strings, derived from the shared business constants (never typed in by hand). */
export const FACTS = {
  commission: `${String(PLATFORM_COMMISSION_PERCENT)}%`,
  traditionalCommission: `${range(MARKET_FACTS.traditionalCommissionPercent.min, MARKET_FACTS.traditionalCommissionPercent.max)}%`,
  payout: `${String(MARKET_FACTS.payoutHours)} hours`,
  payoutShort: `${String(MARKET_FACTS.payoutHours)} h`,
  traditionalPayment: `${range(MARKET_FACTS.traditionalPaymentDays.min, MARKET_FACTS.traditionalPaymentDays.max)} days`,
  expiry: `${range(LOAD_EXPIRY_HOURS.min, LOAD_EXPIRY_HOURS.max)} hours`,
  expiryShort: `${range(LOAD_EXPIRY_HOURS.min, LOAD_EXPIRY_HOURS.max)} h`,
  maxMiles: `${String(MAX_LOAD_MILES)} miles`,
  maxMilesShort: `<${String(MAX_LOAD_MILES)} mi`,
  brokerApproval: `${String(MARKET_FACTS.brokerApprovalHours)} hours`,
  /** The lane average every load is compared with. */
  laneRateWindow: `${String(LANE_RATE_CARD_WINDOW)}-day`,
  /** Premium freight's early access: the window and the top share by speed score (the admin settings' defaults). */
  premiumWindow: `${String(DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes)} minutes`,
  premiumTopShare: `top ${String(DEFAULT_PLATFORM_SETTINGS.premiumTopPercent)}%`,
} as const;
