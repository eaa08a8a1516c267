import type { Role } from '@haulclub/shared';
import {
  BarChart3Icon,
  CalendarCheckIcon,
  CalendarRangeIcon,
  ClipboardListIcon,
  CreditCardIcon,
  FileCheckIcon,
  HistoryIcon,
  HourglassIcon,
  LayoutDashboardIcon,
  MapIcon,
  MessageSquareIcon,
  PackageIcon,
  PackagePlusIcon,
  SettingsIcon,
  StarIcon,
  TrendingUpIcon,
  TruckIcon,
  UserPlusIcon,
  UsersIcon,
  WalletIcon,
  ZapIcon,
} from 'lucide-react';

import { paths } from './paths';
import { PUBLIC_MENU, PUBLIC_PANEL_TITLE, type NavItem } from './public-navigation';

export { activeHref, PUBLIC_MENU, PUBLIC_PANEL_TITLE, type NavItem } from './public-navigation';

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

export const ROLE_PANEL_TITLES: Record<Role, string> = {
  broker: 'Broker Panel',
  trucker: 'Trucker Panel',
  admin: 'Admin Panel',
};

export function panelTitle(role: Role | null): string {
  return role ? ROLE_PANEL_TITLES[role] : PUBLIC_PANEL_TITLE;
}

export function menuFor(role: Role | null): readonly NavItem[] {
  return role ? ROLE_MENUS[role] : PUBLIC_MENU;
}
