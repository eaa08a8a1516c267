import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createAuthTestApp, freshIp, mailCount, STRONG_PASSWORD, uniqueEmail } from './helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

// Brokers sign up without an invitation (truckers need one), which keeps these limit tests about limits.
const data = { first_name: 'Rita', last_name: 'Owner', role: 'broker', company_name: 'Lone Star Logistics' };

function post(url: string, payload: object, ip: string) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

describe('rate limits', () => {
  it('refuse the 31st sign-up from one IP in 5 minutes with 429 over_request_rate_limit and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/auth/v1/signup',
        { email: uniqueEmail('burst'), password: STRONG_PASSWORD, data },
        ip,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await post(
      '/auth/v1/signup',
      { email: uniqueEmail('burst'), password: STRONG_PASSWORD, data },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(refused.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    // Another IP is unaffected.
    const other = await post(
      '/auth/v1/signup',
      { email: uniqueEmail('calm'), password: STRONG_PASSWORD, data },
      freshIp(),
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuse the 31st recover request from one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      expect((await post('/auth/v1/recover', { email: uniqueEmail('rec') }, ip)).statusCode).toBe(200);
    }
    const refused = await post('/auth/v1/recover', { email: uniqueEmail('rec') }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('over_request_rate_limit');
  });

  it('refuse the 151st token request from one IP', async () => {
    const ip = freshIp();
    const grant = () => post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'nope' }, ip);
    for (let i = 0; i < 150; i++) expect((await grant()).statusCode).toBe(400);
    const refused = await grant();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('over_request_rate_limit');
  });

  it('send at most one confirmation or recovery email per address per 60 s, known or not', async () => {
    const email = uniqueEmail('throttle');
    expect(
      (await post('/auth/v1/signup', { email, password: STRONG_PASSWORD, data }, freshIp())).statusCode,
    ).toBe(200);
    const resend = await post('/auth/v1/resend', { type: 'signup', email }, freshIp());
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error_code).toBe('over_email_send_rate_limit');
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(50);
    expect(await mailCount(t.app, email)).toBe(1);

    // Recovery is throttled per address too, whether or not it has an account.
    for (const address of [email, uniqueEmail('nobody')]) {
      expect((await post('/auth/v1/recover', { email: address }, freshIp())).statusCode).toBe(200);
      const again = await post('/auth/v1/recover', { email: address }, freshIp());
      expect(again.statusCode).toBe(429);
      expect(again.json().error_code).toBe('over_email_send_rate_limit');
    }
  });
});
