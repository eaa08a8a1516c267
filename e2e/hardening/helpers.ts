import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The two widths every changed screen is checked at. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
export const WIDTHS = [PHONE, DESKTOP] as const;

/** Nothing sticks out sideways: the page does not scroll horizontally. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at ${String(innerWidth)} px`).toBeLessThanOrEqual(innerWidth);
}

/** The element is visible and lies wholly inside the viewport horizontally (not scrolled or clipped away). */
export async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'bounding box').not.toBeNull();
  expect(box!.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `right edge within ${String(width)} px`).toBeLessThanOrEqual(width);
}

/** The element does not scroll sideways inside itself (a table region shown as cards, say). */
export async function expectNoInnerSidewaysScroll(locator: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await locator.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'inner sideways scroll').toBeLessThanOrEqual(clientWidth);
}

/** No serious or critical WCAG 2 A/AA violations on the page as it is now. */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
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
