import type { SplitParty } from '@haulclub/shared';
import { BanknoteIcon, LandmarkIcon, PercentIcon } from 'lucide-react';

import type { FeatureCard } from './features';
import { FACTS } from './facts';
import type { StatItem } from './learn-more';

/** The example load of the revenue-split card, in integer cents. */
export const EXAMPLE_LOAD_CENTS = 100_000;

export const PRICING = {
  title: 'Pricing',
  eyebrow: 'Simple pricing',
  heading: `One flat ${FACTS.commission} commission`,
  intro: `No tiers and no hidden fees. HaulClub takes a flat ${FACTS.commission} of each deal, and carriers with a payout account are paid from escrow within ${FACTS.payout} of a confirmed delivery.`,
  splitHeading: 'Where the money goes',
  splitBody: 'Every deal is split the same way, to the cent.',
  includedHeading: 'Included with every membership',
  comparisonHeading: 'HaulClub vs traditional brokers',
  comparisonCaption: 'How HaulClub compares with traditional freight brokers',
  ctaHeading: 'Start hauling for less',
  ctaBody: 'Brokers apply for verification. Truckers request an invitation from their dispatcher.',
} as const;

export const SPLIT_PARTIES: Record<SplitParty, { label: string; description: string }> = {
  trucker: { label: 'Trucker', description: 'Paid to the carrier who hauls the load' },
  broker: { label: 'Broker', description: 'Earned by the broker who posted it' },
  platform: { label: 'Platform', description: 'HaulClub’s flat commission' },
};

export const PRICING_FEATURES: readonly FeatureCard[] = [
  {
    title: 'Flat commission',
    description: `The same ${FACTS.commission} on every load, whatever the lane or the rate. You always know what you keep.`,
    icon: PercentIcon,
  },
  {
    title: 'Escrow-backed contracts',
    description:
      'The broker funds escrow once both parties sign, so carriers know the money is there before the wheels turn.',
    icon: LandmarkIcon,
  },
  {
    title: `Paid within ${FACTS.payout}`,
    description: `Escrow is released when the broker confirms delivery (or by itself ${FACTS.payout} after it) and paid straight to your account through our payment provider, not ${FACTS.traditionalPayment} later.`,
    icon: BanknoteIcon,
  },
];

export interface IncludedFeature {
  text: string;
  /** Promised but not built yet: shown with a "Coming soon" label. */
  comingSoon?: true;
}

export const INCLUDED_FEATURES: readonly IncludedFeature[] = [
  { text: 'AI lane matching with instant load alerts', comingSoon: true },
  { text: 'Direct broker chat with load-linked threads' },
  { text: 'One-click booking' },
  { text: 'Average rate per lane on every load, from real bookings' },
  {
    text: `Speed rankings with ${FACTS.premiumWindow} of early access to premium freight for the ${FACTS.premiumTopShare}`,
  },
  { text: 'Verified broker contacts' },
  { text: 'Escrow-backed contracts' },
  { text: `Fresh loads that expire in ${FACTS.expiry}` },
  { text: 'Freight futures and rate futures: lock in a lane’s rate ahead, under an escrow-backed contract' },
  {
    text: 'Lane forecasts from real bookings (wider figures when a lane is thin), with a back-tested confidence score',
  },
];

export interface ComparisonRow {
  label: string;
  haulclub: string;
  traditional: string;
  /** HaulClub's side is promised but not built yet: shown with a "Coming soon" label. */
  comingSoon?: true;
}

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { label: 'Commission', haulclub: `${FACTS.commission} flat`, traditional: FACTS.traditionalCommission },
  { label: 'Payment', haulclub: FACTS.payout, traditional: FACTS.traditionalPayment },
  {
    label: 'Load freshness',
    haulclub: `Auto-expire in ${FACTS.expiry}`,
    traditional: 'Listings often stale',
  },
  {
    label: 'Rate transparency',
    haulclub: 'Average rate per lane on every load',
    traditional: 'Rates kept private',
  },
];

export const PRICING_STATS: readonly StatItem[] = [
  {
    value: FACTS.commission,
    label: 'Flat commission',
    detail: `Traditional brokers take ${FACTS.traditionalCommission}`,
  },
  {
    value: FACTS.payoutShort,
    label: 'Payment',
    detail: `Instead of ${FACTS.traditionalPayment}`,
  },
  { value: FACTS.expiryShort, label: 'Load lifetime', detail: 'Only live freight on the board' },
  { value: FACTS.maxMilesShort, label: 'Per load', detail: 'Short-haul lanes only' },
];
