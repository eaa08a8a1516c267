import { FACTS } from './facts';

export const LANDING = {
  title: 'HaulClub · Load Board for Short Kings',
  hero: {
    eyebrow: `Invite-only · Short hauls under ${FACTS.maxMiles}`,
    headline: 'The invite-only club for short-haul freight',
    body: `HaulClub connects verified brokers with trusted hotshot, power-only and flatbed carriers. Fresh loads, fair rates and a flat ${FACTS.commission} commission, with payment within ${FACTS.payout} of delivery.`,
    trustPoints: [
      { text: 'Verified broker contacts' },
      { text: 'AI-powered load matching', comingSoon: true },
      { text: `Loads expire in ${FACTS.expiry}` },
    ],
  },
  features: {
    heading: 'Built for the way short-haul freight really moves',
    body: 'Everything a small fleet or a fair-paying broker needs, and nothing that slows a load down.',
  },
  testimonials: {
    heading: 'What club members say',
  },
  cta: {
    heading: 'Ready to haul with the club?',
    body: `Brokers apply and hear back within ${FACTS.brokerApproval}. Truckers join by invitation from their dispatcher.`,
  },
} as const;
