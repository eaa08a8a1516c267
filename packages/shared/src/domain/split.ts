/**
 * The revenue split of every deal, in basis points (1 bp = 0.01%).
 * Trucker 80%, broker 10%, platform 10%.
 */
export const SPLIT_BPS = {
  trucker: 8000,
  broker: 1000,
  platform: 1000,
} as const;

export const BPS_TOTAL = 10_000;

export type SplitParty = keyof typeof SPLIT_BPS;

export interface Split {
  trucker: number;
  broker: number;
  platform: number;
}

/**
 * Splits an amount of integer cents into trucker, broker and platform shares.
 *
 * Leftover-cent rule: the broker and platform shares are each rounded down
 * (floor of amount × bps / 10,000); the trucker receives the remainder, so the
 * three parts always sum exactly to the total and any leftover cent goes to the
 * trucker, never to the platform.
 */
export function splitAmount(totalCents: number): Split {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`splitAmount expects a non-negative integer number of cents, got ${totalCents}`);
  }
  const total = BigInt(totalCents);
  const broker = Number((total * BigInt(SPLIT_BPS.broker)) / BigInt(BPS_TOTAL));
  const platform = Number((total * BigInt(SPLIT_BPS.platform)) / BigInt(BPS_TOTAL));
  return { trucker: totalCents - broker - platform, broker, platform };
}

/** Percent of a party's share, for display (80, 10, 10). */
export function splitPercent(party: SplitParty): number {
  return (SPLIT_BPS[party] * 100) / BPS_TOTAL;
}

/** The platform's flat commission in percent, as marketed. */
export const PLATFORM_COMMISSION_PERCENT = splitPercent('platform');
