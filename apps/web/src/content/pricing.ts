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
  intro: `No tiers and no hidden fees. HaulClub takes a flat ${FACTS.commission} of each deal, and carriers are paid within ${FACTS.payout}.`,
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
      'Contract funds are held in escrow, so carriers know the money is there before the wheels turn.',
    icon: LandmarkIcon,
  },
  {
    title: `Paid within ${FACTS.payout}`,
    description: `Payouts go straight to your account through our payment provider, not ${FACTS.traditionalPayment} later.`,
    icon: BanknoteIcon,
  },
];

export const INCLUDED_FEATURES: readonly string[] = [
  'AI lane matching with instant load alerts',
  'Direct broker chat with load-linked threads',
  'One-click booking',
  'Average rate per lane on every lane',
  'Speed rankings with early access to premium freight',
  'Verified broker contacts',
  'Escrow-backed contracts',
  `Fresh loads that expire in ${FACTS.expiry}`,
];

export interface ComparisonRow {
  label: string;
  haulclub: string;
  traditional: string;
}

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { label: 'Commission', haulclub: `${FACTS.commission} flat`, traditional: FACTS.traditionalCommission },
  { label: 'Payment', haulclub: FACTS.payout, traditional: FACTS.traditionalPayment },
  {
    label: 'Load freshness',
    haulclub: `Auto-expire in ${FACTS.expiry}`,
    traditional: 'Listings often stale',
  },
  { label: 'Rate transparency', haulclub: 'Average rate per lane shown', traditional: 'Rates kept private' },
];

export const PRICING_STATS: readonly StatItem[] = [
  {
    value: FACTS.commission,
    label: 'Flat commission',
    detail: `Traditional brokers take ${FACTS.traditionalCommission}`,
  },
  { value: FACTS.payoutShort, label: 'Payment', detail: `Instead of ${FACTS.traditionalPayment}` },
  { value: FACTS.expiryShort, label: 'Load lifetime', detail: 'Only live freight on the board' },
  { value: FACTS.maxMilesShort, label: 'Per load', detail: 'Short-haul lanes only' },
];
