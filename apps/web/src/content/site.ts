import { paths } from '@/config/paths';

export const SITE = {
  footerBlurb: 'The invite-only load board for short-haul and specialty freight.',
  footerLinks: [
    { label: 'Pricing', href: paths.pricing.getHref() },
    { label: 'Learn More', href: paths.learnMore.getHref() },
    { label: 'Get Invited', href: paths.getInvited.getHref() },
  ],
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    homeLink: 'Return to Home',
  },
  routeError: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    body: 'An unexpected error stopped this page from loading. Try again, or head back home.',
  },
} as const;

export interface ComingSoonCopy {
  title: string;
  heading: string;
  body: string;
}

const NEXT_RELEASE = 'This area opens in the next release.';

/** Copy of areas that are registered but arrive in the next release. */
export const COMING_SOON = {
  apply: {
    title: 'Apply as Broker',
    heading: 'Broker applications are coming soon',
    body: 'The broker application form opens in the next release. Learn how the club works in the meantime.',
  },
  onboarding: {
    title: 'Onboarding',
    heading: 'Onboarding is coming soon',
    body: `Company, equipment and payment setup arrive in the next release.`,
  },
  dashboard: {
    title: 'Contracts',
    heading: 'The contracts dashboard is coming soon',
    body: `Your contracts, escrow status and earnings will live here. ${NEXT_RELEASE}`,
  },
  freightFutures: {
    title: 'Freight Futures',
    heading: 'Freight futures are coming soon',
    body: `Locking in lane rates ahead of time arrives in the next release.`,
  },
  contract: {
    title: 'Contract',
    heading: 'Contract details are coming soon',
    body: `Contract routes, terms and signing arrive in the next release.`,
  },
} as const satisfies Record<string, ComingSoonCopy>;

export type ComingSoonArea = keyof typeof COMING_SOON;

/** Copy of a role-area page (e.g. the broker's "Post Load"). */
export function roleAreaComingSoon(panel: string, label: string): ComingSoonCopy {
  return {
    title: `${label} · ${panel}`,
    heading: `${label} is coming soon`,
    body: `The ${panel} opens in the next release. ${NEXT_RELEASE.replace('This area', 'This page')}`,
  };
}
