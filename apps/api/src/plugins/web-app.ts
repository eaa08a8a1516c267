import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './problem-reply';

/** The API lives under /api and the GoTrue-compatible auth API under /auth/v1; /auth itself is a page. */
const API_PREFIXES = ['/api/', '/auth/v1/'];

export function isApiPath(url: string): boolean {
  return url === '/api' || url === '/auth/v1' || API_PREFIXES.some((p) => url.startsWith(p));
}

/**
 * The path a request was routed by: the matched route's pattern, or, for a request no route matched, its
 * percent-decoded path (the router decodes before matching, so `/%61pi/me` is `/api/me`). Decisions such as
 * "is this the API?" must use this, never the raw, still-encoded URL.
 */
export function routedPath(request: FastifyRequest): string {
  const routeUrl = request.routeOptions.url;
  if (routeUrl !== undefined) return routeUrl;
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The pages the web build rendered ahead of time (apps/web/vite.config.ts): `prerendered/index.html` is `/`,
 * `prerendered/pricing.html` is `/pricing`. They carry the page's markup, so it paints before the script runs.
 */
function prerenderedPages(dist: string): Map<string, string> {
  const dir = path.join(dist, 'prerendered');
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [name === 'index' ? '/' : `/${name}`, `prerendered/${file}`];
      }),
  );
}

/**
 * Serves the built web app (apps/web/dist) on the API's port, with
 * client-side routing: any other GET that wants HTML gets index.html.
 * Unknown /api and /auth/v1 routes are 404 problems.
 */
export const webAppPlugin = fp(
  async (app) => {
    const dist = app.config.webDistDir;
    const hasWeb = existsSync(path.join(dist, 'index.html'));
    const prerendered = hasWeb ? prerenderedPages(dist) : new Map<string, string>();
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz next to each text file: sent to browsers that accept them.
        preCompressed: true,
        // send's own `public, max-age=0` would overwrite the header set below.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    } else {
      app.log.warn({ dist }, 'web app not built; run `npm run build` to serve it');
    }

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isApi = isApiPath(routedPath(request));
      const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
      if (wantsHtml && hasWeb) {
        const page = prerendered.get(url.length > 1 ? url.replace(/\/+$/, '') : url);
        return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
      }
      return sendProblem(request, reply, 'route_not_found', `No route ${request.method} ${url}`);
    });
  },
  { name: 'web-app', dependencies: ['security'] },
);
