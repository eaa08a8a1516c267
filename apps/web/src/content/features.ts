import {
  BadgeDollarSignIcon,
  BellRingIcon,
  MessagesSquareIcon,
  ScaleIcon,
  TimerIcon,
  TrophyIcon,
  type LucideIcon,
} from 'lucide-react';

import { FACTS } from './facts';

export interface FeatureCard {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Promised but not built yet: shown with a "Coming soon" label, never as available today. */
  comingSoon?: true;
}

/** The label of a marketed feature that is not built yet. */
export const COMING_SOON_LABEL = 'Coming soon';

/** The six product features shown on the landing and learn-more pages. */
export const FEATURES: readonly FeatureCard[] = [
  {
    title: `Loads expire in ${FACTS.expiry}`,
    description: `Every load auto-expires ${FACTS.expiry} after it is posted, so what you see on the board is freight that is actually available.`,
    icon: TimerIcon,
  },
  {
    title: 'Direct broker chat',
    description:
      'Talk to the broker in a thread linked to the load, settle the details, and book with one click. No phone tag, no middlemen.',
    icon: MessagesSquareIcon,
  },
  {
    title: 'AI lane matching',
    description:
      'Save your lane profile and equipment once. Our AI will match new loads to it and send you an instant alert when one fits.',
    icon: BellRingIcon,
    comingSoon: true,
  },
  {
    title: 'Rate-per-lane transparency',
    description: `Every load compares its rate per mile with the ${FACTS.laneRateWindow} average of its lane, from real bookings, once the lane has enough of them. Brokers who post at or above their lanes' averages are marked Fair payer; those well below, Below market.`,
    icon: ScaleIcon,
  },
  {
    title: 'Speed rankings',
    description: `On-time pickups and deliveries, quick proof of delivery, few cancellations and fast chat replies build your speed score. The ${FACTS.premiumTopShare} get ${FACTS.premiumWindow} of early access to premium freight.`,
    icon: TrophyIcon,
  },
  {
    title: `Flat ${FACTS.commission} commission`,
    description: `One simple ${FACTS.commission} platform fee instead of ${FACTS.traditionalCommission}. Payment within ${FACTS.payout} of delivery instead of ${FACTS.traditionalPayment}.`,
    icon: BadgeDollarSignIcon,
  },
];
