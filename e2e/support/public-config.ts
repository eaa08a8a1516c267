import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Where the API publishes the public settings (the `publicConfig` schema of @haulclub/shared).
 * Change here if the API mounts it elsewhere.
 */
export const PUBLIC_CONFIG_PATH = '/api/public-config';

export async function fetchContactEmail(request: APIRequestContext): Promise<string> {
  const response = await request.get(PUBLIC_CONFIG_PATH);
  expect(response.ok(), `GET ${PUBLIC_CONFIG_PATH} should succeed`).toBe(true);
  const body = (await response.json()) as { contactEmail?: unknown };
  expect(typeof body.contactEmail, 'publicConfig.contactEmail').toBe('string');
  return body.contactEmail as string;
}
