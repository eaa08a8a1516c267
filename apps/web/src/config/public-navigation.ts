import { BookOpenIcon, HomeIcon, LogInIcon, MailPlusIcon, TagIcon, type LucideIcon } from 'lucide-react';

import { paths } from './paths';

// The visitor's menu on its own (the marketing pages' public shell loads it without the role menus' icons).

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** What a visitor who is not signed in can reach. */
export const PUBLIC_MENU: readonly NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: HomeIcon },
  { label: 'Learn More', href: paths.learnMore.getHref(), icon: BookOpenIcon },
  { label: 'Pricing', href: paths.pricing.getHref(), icon: TagIcon },
  { label: 'Get Invited', href: paths.getInvited.getHref(), icon: MailPlusIcon },
  { label: 'Sign In', href: paths.login.getHref(), icon: LogInIcon },
];

export const PUBLIC_PANEL_TITLE = 'Navigation';

/** The menu item whose href is the longest path prefix of `pathname`, so "/broker" is not active on "/broker/loads". */
export function activeHref(items: readonly NavItem[], pathname: string): string | undefined {
  const matches = items.filter(
    (item) => pathname === item.href || (item.href !== '/' && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
