// Build-time rendering of the marketing pages (see vite.config.ts): their HTML is in the page the server sends,
// so a phone paints them before the JavaScript arrives. The app then renders over it (main.tsx).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { paths } from '@/config/paths';

import { createAppRoutes } from './router';

/**
 * The pages rendered at build time: what a visitor who is not signed in sees first. `/` is links alone;
 * /pricing and /learn-more are in the public shell (routes/marketing-layout.tsx), whose sidebar toggle and
 * Ctrl+B are counted by public/early-input.js until the app takes over and then acted on, and whose "Sign In"
 * and public menu stay hidden for a browser holding a session until the member's own shell replaces them.
 */
export const PRERENDERED_PATHS = [paths.home.getHref(), paths.pricing.getHref(), paths.learnMore.getHref()];

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's document title. */
  title: string;
}

/** `pathname` as a visitor who is not signed in sees it: the app's own route tree, no request, no effect runs. */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(createAppRoutes());
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${pathname} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  // React renders the page's <title> in place; it belongs in <head>.
  const title = /<title>([^<]*)<\/title>/.exec(markup);
  if (!title?.[1]) throw new Error(`${pathname} has no <title>`);
  return { html: markup.replace(title[0], ''), title: title[1] };
}
