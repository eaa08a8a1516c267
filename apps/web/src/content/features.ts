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
    description:
      'See the average rate paid on every lane. Lowball brokers get exposed; brokers who pay fairly get the recognition and the best carriers.',
    icon: ScaleIcon,
    comingSoon: true,
  },
  {
    title: 'Speed rankings',
    description:
      'Carriers who book fast and deliver on time climb the rankings, and top-ranked carriers get early access to premium freight.',
    icon: TrophyIcon,
    comingSoon: true,
  },
  {
    title: `Flat ${FACTS.commission} commission`,
    description: `One simple ${FACTS.commission} platform fee instead of ${FACTS.traditionalCommission}. Payment within ${FACTS.payout} of delivery instead of ${FACTS.traditionalPayment}.`,
    icon: BadgeDollarSignIcon,
  },
];
