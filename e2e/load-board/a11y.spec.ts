import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { AUTH_BASE_URL } from '../auth/helpers';
import { VIEWPORTS } from '../support/public-pages';
import { DEMO, LENA, signIn, type Role } from './helpers';

test.use({ baseURL: AUTH_BASE_URL });

async function expectNoBlockingViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}

type Screen = {
  path: string;
  role: Role;
  email: string;
  heading: string;
  /** Waits for the screen's data, and opens what else should be checked (a dialog, a conversation). */
  ready: (page: Page) => Promise<void>;
};

const SCREENS: Screen[] = [
  {
    // Read only: Confirm delivery stays unclicked (other specs share the demo data).
    path: '/broker',
    role: 'broker',
    email: DEMO.broker,
    heading: 'Broker dashboard',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Deliveries awaiting your confirmation' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Recent loads' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Unread messages' }).getByRole('status')).toHaveCount(0);
    },
  },
  {
    path: '/broker/post-load',
    role: 'broker',
    email: DEMO.broker,
    heading: 'Post a load',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Post Load' })).toBeVisible();
    },
  },
  {
    path: '/broker/loads',
    role: 'broker',
    email: DEMO.broker,
    heading: 'My loads',
    ready: async (page) => {
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    path: '/broker/bookings',
    role: 'broker',
    email: DEMO.broker,
    heading: 'Bookings',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Active bookings' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Proof of delivery' }).first()).toBeVisible();
    },
  },
  {
    // The list only: opening Dana's unread conversation would change her unread count under the flow spec.
    path: '/broker/chat',
    role: 'broker',
    email: DEMO.broker,
    heading: 'Chat',
    ready: async (page) => {
      await expect(
        page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/trucker',
    role: 'trucker',
    email: DEMO.trucker,
    heading: 'Trucker dashboard',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'AI-matched loads' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Recent bookings' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Lane profile' }).getByRole('term').first(),
      ).toBeVisible();
    },
  },
  {
    path: '/trucker/loads',
    role: 'trucker',
    email: DEMO.trucker,
    heading: 'Available loads',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Loads' }).getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/trucker/bookings',
    role: 'trucker',
    email: DEMO.trucker,
    heading: 'My bookings',
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Active bookings' })).toBeVisible();
    },
  },
  {
    path: '/trucker/chat',
    role: 'trucker',
    email: DEMO.trucker,
    heading: 'Chat',
    ready: async (page) => {
      await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
      await expect(
        page
          .getByRole('log', { name: /^Messages with / })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
    },
  },
  {
    path: '/admin/loads',
    role: 'admin',
    email: DEMO.admin,
    heading: 'All loads',
    ready: async (page) => {
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  // The money screens: their lists or their empty states, whichever the demo data gives.
  {
    path: '/broker/payments',
    role: 'broker',
    email: DEMO.broker,
    heading: 'Payments',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Escrow per contract' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Funding methods' }).getByRole('status')).toHaveCount(0);
    },
  },
  {
    path: '/trucker/earnings',
    role: 'trucker',
    email: DEMO.trucker,
    heading: 'Earnings',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Paid per week' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Per load', exact: true })).toBeVisible();
    },
  },
  {
    path: '/admin/payments',
    role: 'admin',
    email: DEMO.admin,
    heading: 'Payments',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Ledger' }).getByRole('status')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Payout queue' }).getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Disputes' }).getByRole('status')).toHaveCount(0);
    },
  },
  {
    path: '/trucker/profile',
    role: 'trucker',
    email: DEMO.trucker,
    heading: 'Your lane profile',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Save lane profile' })).toBeVisible();
      await expect(page.getByLabel('Home city')).not.toHaveValue('');
    },
  },
];

/** The screens of one account, in list order: one sign-in checks them all. */
const ACCOUNTS = [...new Set(SCREENS.map((s) => s.email))].map((email) => ({
  email,
  role: SCREENS.find((s) => s.email === email)!.role,
  screens: SCREENS.filter((s) => s.email === email),
}));

for (const viewport of VIEWPORTS) {
  test.describe(`load board screens at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const account of ACCOUNTS) {
      // Every screen at desktop width; on a phone the account's first screen (the shell's phone layout: the
      // screens' own content is the same markup at both widths), which keeps the browser suite's time in bounds.
      const screens = viewport.width < 768 ? account.screens.slice(0, 1) : account.screens;
      test(`the ${account.role}'s screens have no serious or critical axe violations: ${screens
        .map((s) => s.path)
        .join(', ')}`, async ({ page }) => {
        test.setTimeout(30_000 + screens.length * 20_000);
        await signIn(page, account.email, account.role);
        for (const screen of screens) {
          await test.step(screen.path, async () => {
            await page.goto(screen.path);
            await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeAttached();
            await screen.ready(page);
            await expectNoBlockingViolations(page);
          });
        }
      });
    }

    test('the board’s load details and the delivery dialog pass axe', async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page, DEMO.trucker, 'trucker');
      await page.goto('/trucker/loads');
      await page
        .getByRole('button', { name: /^Details of HC-\d+$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoBlockingViolations(page);

      await page.goto('/trucker/bookings');
      await page
        .getByRole('button', { name: /^Mark HC-\d+ delivered$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Mark HC-\d+ delivered$/ })).toBeVisible();
      await expectNoBlockingViolations(page);
    });

    test('the trucker’s alert inbox passes axe', async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page, LENA, 'trucker');
      // A fresh page: no sign-in toast fading in under the panel.
      await page.goto('/trucker');
      await page.getByRole('button', { name: /^Alerts/ }).click();
      const inbox = page.getByRole('dialog', { name: 'Load alerts' });
      await expect(
        inbox.getByRole('list', { name: 'Load alerts' }).or(inbox.getByText('No alerts yet')),
      ).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  });
}
