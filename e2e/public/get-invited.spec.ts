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
    // Mail is sent asynchronously: reload until the request (its subject names the sender) is listed.
    const ours = messages.getByRole('link', {
      name: new RegExp(`Invitation request from driver\\+${marker}@`),
    });
    await expect(async () => {
      await page.reload();
      await expect(ours).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await ours.click();

    const detail = page.getByRole('main');
    await expect(detail.getByRole('tabpanel')).toContainText(message);
    await expect(detail.locator('dd').filter({ hasText: contactEmail }).first()).toBeVisible();
  });
});
