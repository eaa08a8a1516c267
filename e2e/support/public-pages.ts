import { expect, type Page } from '@playwright/test';

/** The two widths every public page is checked at. */
export const VIEWPORTS = [
  { name: 'mobile (375 px)', width: 375, height: 812 },
  { name: 'desktop (1280 px)', width: 1280, height: 900 },
] as const;

/** Every public route with the h1 it must show. */
export const PUBLIC_PAGES = [
  { path: '/', heading: 'The invite-only club for short-haul freight', title: /HaulClub/ },
  { path: '/learn-more', heading: 'How HaulClub works', title: 'Learn More · HaulClub' },
  { path: '/pricing', heading: 'One flat 10% commission', title: 'Pricing · HaulClub' },
  { path: '/get-invited', heading: 'Get invited to HaulClub', title: 'Get Invited · HaulClub' },
  { path: '/this-page-does-not-exist', heading: 'Oops! Page not found', title: 'Page not found · HaulClub' },
] as const;

/** Nothing may stick out sideways: the page must not scroll horizontally. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
