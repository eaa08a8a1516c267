import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors';
import { isApiPath, routedPath } from './web-app';

/** Security headers with a real Content-Security-Policy, and per-IP rate limiting. */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, {
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
          ...(app.config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: app.config.publicUrl.startsWith('https://'),
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
