import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('errors', () => {
  it('answers an unknown /api route with a 404 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'route_not_found',
      title: expect.any(String),
      detail: expect.any(String),
      type: expect.stringContaining('route-not-found'),
    });
  });

  it('answers unknown /auth routes and non-GET unknown routes with a problem, not the web app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/nothing' })).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/whatever', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('route_not_found');
  });

  it('refuses malformed JSON with a 400 problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invite-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_request', status: 400 });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invite-requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(t.config.bodyLimitBytes + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invite-requests',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });
});

describe('security', () => {
  it('sends a real Content-Security-Policy and hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('echoes a caller-supplied request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('rate limits per IP with a 429 problem and Retry-After', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/api/public-config' })).statusCode).toBe(200);
      }
      const res = await limited.app.inject({ method: 'GET', url: '/api/public-config' });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('serves a valid OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/invite-requests', '/api/dev/mailbox']),
    );
    expect(
      doc.paths['/api/invite-requests'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['email', 'message']));
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('renders the document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});

describe('GET /api/public-config', () => {
  it('exposes only whitelisted settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(res.json()).toEqual({
      demoMode: true,
      contactEmail: t.config.contactEmail,
      googleSignInEnabled: false,
      paymentProvider: 'sandbox',
    });
  });
});

describe('web app routing', () => {
  it('treats /auth as a page and only /auth/v1 as the auth API', async () => {
    const { isApiPath } = await import('../src/plugins/web-app');
    expect(isApiPath('/auth')).toBe(false);
    expect(isApiPath('/auth/v1/token')).toBe(true);
    expect(isApiPath('/api/health')).toBe(true);
    expect(isApiPath('/pricing')).toBe(false);
  });

  it('does not count page requests against the API rate limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      for (let i = 0; i < 5; i++) {
        const page = await limited.app.inject({
          method: 'GET',
          url: '/pricing',
          headers: { accept: 'text/html' },
        });
        expect(page.statusCode).not.toBe(429);
      }
      expect((await limited.app.inject({ method: 'GET', url: '/api/public-config' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
