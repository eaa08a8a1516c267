import type { MARKETED_EQUIPMENT_TYPES } from '@haulclub/shared';

import { FACTS } from './facts';

export interface StatItem {
  value: string;
  label: string;
  detail: string;
  /** Promised but not built yet: shown with a "Coming soon" label. */
  comingSoon?: true;
}

export const LEARN_MORE = {
  title: 'Learn More',
  heading: 'How HaulClub works',
  intro: `HaulClub is a members-only load board for short-haul and specialty freight. Brokers are verified before they post; truckers join by invitation. Every load is under ${FACTS.maxMiles} and disappears within ${FACTS.expiry}. Brokers can also commit freight on a lane weeks ahead (freight futures) or post a forward rate (rate futures): the first trucker to lock one in gets the contract, paid through escrow like a load.`,
  featuresHeading: 'What you get as a member',
  equipmentHeading: 'Equipment we specialise in',
  equipmentBody: 'The club focuses on the equipment that moves short-haul and specialty freight.',
  ctaHeading: 'Join the club',
  ctaBody: 'Brokers apply for verification. Truckers ask their dispatcher for an invitation.',
} as const;

export const LEARN_MORE_STATS: readonly StatItem[] = [
  {
    value: FACTS.commission,
    label: 'Flat commission',
    detail: `vs ${FACTS.traditionalCommission} at traditional brokers`,
  },
  {
    value: FACTS.payoutShort,
    label: 'To get paid',
    detail: `vs ${FACTS.traditionalPayment} elsewhere`,
  },
  { value: FACTS.expiryShort, label: 'Load lifetime', detail: 'Loads auto-expire, so the board stays fresh' },
  { value: FACTS.maxMilesShort, label: 'Lane focus', detail: `Short hauls under ${FACTS.maxMiles}` },
];

type MarketedEquipment = (typeof MARKETED_EQUIPMENT_TYPES)[number];

/** One line per marketed equipment type; the type list itself comes from the shared constant. */
export const EQUIPMENT_DESCRIPTIONS: Record<MarketedEquipment, string> = {
  Hotshot: 'Pickups with gooseneck or bumper-pull trailers for expedited and partial loads.',
  'Power Only': 'Your tractor, the shipper’s trailer: drop-and-hook moves without the equipment overhead.',
  Flatbed: 'Open decks for steel, lumber, building materials and machinery.',
  'Dry Van': 'Enclosed trailers for palletised and general freight.',
  'Step Deck': 'Lower decks for taller loads that will not clear a standard flatbed.',
  RGN: 'Removable gooseneck trailers for heavy equipment that drives on and off.',
};
