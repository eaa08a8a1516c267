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

/** The plain "not built yet" state of a routed page whose feature is still to come. */
export const NOT_BUILT = {
  eyebrow: 'On the roadmap',
  dashboardLink: 'Back to your dashboard',
  onboardingLink: 'Continue onboarding',
  homeLink: 'Return to Home',
} as const;

const NOT_YET = 'Nothing on this page works today.';

/** Copy of a role-area page that is in the menu but not built yet (e.g. the trucker's "Earnings"). */
export function roleAreaComingSoon(panel: string, label: string): ComingSoonCopy {
  return {
    title: `${label} · ${panel}`,
    heading: `${label} is not built yet`,
    body: `This page of the ${panel} is on the way. ${NOT_YET}`,
  };
}

/** The count next to a sidebar entry (SiteSidebar badges; here, not in chat.ts, so the visitor's shell loads no chat copy). */
export const SIDEBAR_BADGE = {
  label: (count: number) => `${String(count)} unread`,
} as const;
