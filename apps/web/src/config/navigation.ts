import type { Role } from '@haulclub/shared';
import {
  BarChart3Icon,
  BookOpenIcon,
  CalendarCheckIcon,
  CalendarRangeIcon,
  ClipboardListIcon,
  CreditCardIcon,
  FileCheckIcon,
  HistoryIcon,
  HomeIcon,
  HourglassIcon,
  LayoutDashboardIcon,
  LogInIcon,
  MailPlusIcon,
  MapIcon,
  MessageSquareIcon,
  PackageIcon,
  PackagePlusIcon,
  SettingsIcon,
  StarIcon,
  TagIcon,
  TrendingUpIcon,
  TruckIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';

import { paths } from './paths';

export interface NavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Sidebar menus per role, exactly as the product specification lists them (section 2). */
export const ROLE_MENUS: Record<Role, readonly NavItem[]> = {
  broker: [
    { label: 'Dashboard', href: paths.broker.root.getHref(), icon: LayoutDashboardIcon },
    { label: 'Post Load', href: paths.broker.postLoad.getHref(), icon: PackagePlusIcon },
    { label: 'My Loads', href: paths.broker.loads.getHref(), icon: PackageIcon },
    { label: 'Lane Rates', href: paths.laneRates.getHref(), icon: TrendingUpIcon },
    { label: 'Freight Futures', href: paths.freightFutures.getHref(), icon: CalendarRangeIcon },
    { label: 'Rate Futures', href: paths.broker.rateFutures.getHref(), icon: HourglassIcon },
    { label: 'Bookings', href: paths.broker.bookings.getHref(), icon: CalendarCheckIcon },
    { label: 'Chat', href: paths.broker.chat.getHref(), icon: MessageSquareIcon },
    { label: 'My Truckers', href: paths.broker.truckers.getHref(), icon: TruckIcon },
    { label: 'Invite Trucker', href: paths.broker.invite.getHref(), icon: UserPlusIcon },
    { label: 'Payments', href: paths.broker.payments.getHref(), icon: CreditCardIcon },
    { label: 'Ratings', href: paths.broker.ratings.getHref(), icon: StarIcon },
  ],
  trucker: [
    { label: 'Dashboard', href: paths.trucker.root.getHref(), icon: LayoutDashboardIcon },
    { label: 'Available Loads', href: paths.trucker.loads.getHref(), icon: PackageIcon },
    { label: 'Lane Rates', href: paths.laneRates.getHref(), icon: TrendingUpIcon },
    { label: 'Freight Futures', href: paths.freightFutures.getHref(), icon: CalendarRangeIcon },
    { label: 'Rate Futures', href: paths.trucker.rateFutures.getHref(), icon: HourglassIcon },
    { label: 'My Bookings', href: paths.trucker.bookings.getHref(), icon: CalendarCheckIcon },
    { label: 'Chat', href: paths.trucker.chat.getHref(), icon: MessageSquareIcon },
    { label: 'Lane Profile', href: paths.trucker.profile.getHref(), icon: MapIcon },
    { label: 'Earnings', href: paths.trucker.earnings.getHref(), icon: WalletIcon },
    { label: 'Delivery History', href: paths.trucker.history.getHref(), icon: HistoryIcon },
    { label: 'Speed Score', href: paths.trucker.score.getHref(), icon: ZapIcon },
  ],
  admin: [
    { label: 'Dashboard', href: paths.admin.root.getHref(), icon: LayoutDashboardIcon },
    { label: 'Broker Applications', href: paths.admin.applications.getHref(), icon: FileCheckIcon },
    { label: 'All Loads', href: paths.admin.loads.getHref(), icon: ClipboardListIcon },
    { label: 'Lane Rates', href: paths.laneRates.getHref(), icon: TrendingUpIcon },
    { label: 'Users', href: paths.admin.users.getHref(), icon: UsersIcon },
    { label: 'Payments', href: paths.admin.payments.getHref(), icon: CreditCardIcon },
    { label: 'Analytics', href: paths.admin.analytics.getHref(), icon: BarChart3Icon },
    { label: 'Settings', href: paths.admin.settings.getHref(), icon: SettingsIcon },
  ],
};

/** What a visitor who is not signed in can reach. */
export const PUBLIC_MENU: readonly NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), icon: HomeIcon },
  { label: 'Learn More', href: paths.learnMore.getHref(), icon: BookOpenIcon },
  { label: 'Pricing', href: paths.pricing.getHref(), icon: TagIcon },
  { label: 'Get Invited', href: paths.getInvited.getHref(), icon: MailPlusIcon },
  { label: 'Sign In', href: paths.login.getHref(), icon: LogInIcon },
];

export const ROLE_PANEL_TITLES: Record<Role, string> = {
  broker: 'Broker Panel',
  trucker: 'Trucker Panel',
  admin: 'Admin Panel',
};

export function panelTitle(role: Role | null): string {
  return role ? ROLE_PANEL_TITLES[role] : 'Navigation';
}

export function menuFor(role: Role | null): readonly NavItem[] {
  return role ? ROLE_MENUS[role] : PUBLIC_MENU;
}

/** The menu item whose href is the longest path prefix of `pathname`, so "/broker" is not active on "/broker/loads". */
export function activeHref(items: readonly NavItem[], pathname: string): string | undefined {
  const matches = items.filter(
    (item) => pathname === item.href || (item.href !== '/' && pathname.startsWith(`${item.href}/`)),
  );
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href;
}
