import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors';
import { isApiPath, routedPath } from './web-app';

/**
 * The headers `helmet(options)` sets, worked out once. Our options hold no per-request parts (no CSP nonces,
 * no directive functions), so every response gets the same headers: @fastify/helmet would build the helmet
 * middleware again (parsing the CSP directives) in two async hooks on every request.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.fromEntries(headers);
}

/** Security headers with a real Content-Security-Policy, and per-IP rate limiting. */
export const securityPlugin = fp(
  async (app) => {
    const https = app.config.publicUrl.startsWith('https://');
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          frameSrc: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: https,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      // The limit guards the API; the web app's pages and static files are not counted. Decided on the
      // routed path: the raw URL may be percent-encoded (`/%61uth/v1/token` reaches `/auth/v1/token`).
      allowList: (request) => !isApiPath(routedPath(request)),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          'rate_limited',
          `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
          {
            headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
          },
        ),
    });
  },
  { name: 'security', dependencies: ['infrastructure'] },
);
