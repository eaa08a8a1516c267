import { expect, test, type Locator } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import { DEMO, signIn } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

/** The number of the stat card `label` in the stats region `stats`. */
function statValue(stats: Locator, label: string): Locator {
  const term = stats.page().getByRole('term').filter({ hasText: label });
  return stats.locator('div').filter({ has: term }).getByRole('definition').first();
}

/** A count of one or more. */
const SOME = /^[1-9][\d,]*$/;

// Read only: other specs run in parallel on the same demo data, so nothing here books or confirms.
test('Ray’s dashboard ranks his AI-matched loads, shows his bookings and his lane profile', async ({
  page,
}) => {
  await signIn(page, DEMO.trucker, 'trucker');
  await expect(page.getByRole('heading', { level: 1, name: 'Trucker dashboard' })).toBeVisible();

  const matched = page.getByRole('region', { name: 'AI-matched loads' });
  await expect(matched).toContainText('Scored against your lane profile from Dallas, TX, best match first.');
  const rows = matched.getByRole('list', { name: 'AI-matched loads' }).locator(':scope > li');
  await expect(rows.first().getByRole('button', { name: /^Book HC-\d+$/ })).toBeVisible();
  await expect(rows.first()).toContainText(/\d+% match/);
  await expect(rows.first()).toContainText(/\d+ mi deadhead/);
  await expect(rows.first().getByRole('list', { name: 'Why this load matches' })).toBeVisible();
  // Ranked by score: each row's percentage is at most the one above it.
  const scores = (await rows.allTextContents()).map((text) => Number(/(\d+)% match/.exec(text)?.[1]));
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(matched.getByRole('link', { name: 'See all matches' })).toHaveAttribute(
    'href',
    '/trucker/loads?sort=best_match',
  );
  const stats = page.getByRole('region', { name: 'Your board and bookings at a glance' });
  await expect(statValue(stats, 'Matched loads')).toHaveText(SOME);

  // The latest three active bookings: the demo seed's load in transit, unless the other specs running in
  // parallel have just booked newer ones for Ray.
  const recent = page.getByRole('list', { name: 'Recent bookings' });
  await expect(recent.getByRole('listitem').first()).toContainText(/In transit|Booked|Delivered/);
  await expect(statValue(stats, 'Active bookings')).toHaveText(SOME);

  const profile = page.getByRole('region', { name: 'Lane profile' });
  await expect(profile).toContainText('Dallas, TX');
  await expect(profile).toContainText('300 miles');
});

test('Dana’s dashboard shows Lena’s delivery awaiting her confirmation', async ({ page }) => {
  await signIn(page, DEMO.broker, 'broker');
  await expect(page.getByRole('heading', { level: 1, name: 'Broker dashboard' })).toBeVisible();

  const awaiting = page.getByRole('list', { name: 'Deliveries awaiting your confirmation' });
  const lena = awaiting.getByRole('listitem').filter({ hasText: 'Delivered by Lena Okafor' });
  await expect(lena).toContainText('Houston, TX → San Antonio, TX');
  await expect(lena).toContainText('Delivered to dock 3, signed by M. Ortiz.');
  await expect(lena.getByRole('button', { name: /^Confirm delivery of HC-\d+$/ })).toBeEnabled();

  const stats = page.getByRole('region', { name: 'Your loads and bookings at a glance' });
  await expect(statValue(stats, 'Awaiting your confirmation')).toHaveText(SOME);
  await expect(statValue(stats, 'Active loads')).toHaveText(SOME);
  await expect(page.getByRole('list', { name: 'Recent loads' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Post Load/ }).first()).toHaveAttribute(
    'href',
    '/broker/post-load',
  );
});
