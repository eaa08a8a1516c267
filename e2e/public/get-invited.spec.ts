import { expect, test } from '@playwright/test';

import { fetchContactEmail } from '../support/public-config';

test.describe('get invited', () => {
  test('a missing or malformed email shows the field error and nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/invite-requests'))
        posts.push(request.url());
    });
    await page.goto('/get-invited');

    await page.getByLabel('Message').fill('Hotshot, Dallas to Houston');
    await page.getByRole('button', { name: 'Request Invitation' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Request Invitation' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('the server refuses a malformed email with a field error', async ({ request }) => {
    const response = await request.post('/api/invite-requests', {
      data: { email: 'not-an-email', message: 'Flatbed out of Tulsa' },
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    const body = (await response.json()) as { errors?: { field: string; message: string }[] };
    expect(body.errors?.map((error) => error.field)).toContain('email');
  });

  test('a valid request is sent and lands in the dev mailbox of the contact address', async ({
    page,
    request,
  }) => {
    const contactEmail = await fetchContactEmail(request);
    const marker = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const message = `Power only out of Phoenix, AZ. Reference ${marker}`;

    await page.goto('/get-invited');
    await page.getByLabel('Email').fill(`driver+${marker}@example.com`);
    await page.getByLabel(/Name/).fill('E2E Driver');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Request Invitation' }).click();

    await expect(page.getByText('Request Sent!')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(contactEmail)}`);
    const messages = page.getByRole('list', { name: 'Messages' });
    // Open messages newest first until the one carrying our marker shows up (mail is sent asynchronously).
    await expect(async () => {
      await page.reload();
      const links = messages.getByRole('link');
      const count = Math.min(await links.count(), 5);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        const href = (await link.getAttribute('href')) ?? '';
        await link.click();
        await expect(page).toHaveURL(href);
        const body = page.getByRole('tabpanel');
        await expect(body).toBeVisible();
        if ((await body.textContent())?.includes(marker)) return;
      }
      throw new Error(`no message containing ${marker} yet`);
    }).toPass({ timeout: 20_000 });

    const detail = page.getByRole('main');
    await expect(detail.getByRole('tabpanel')).toContainText(message);
    await expect(detail.locator('dd').filter({ hasText: contactEmail }).first()).toBeVisible();
  });
});
