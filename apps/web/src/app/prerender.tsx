// Build-time rendering of the marketing pages (see vite.config.ts): their HTML is in the page the server sends,
// so a phone paints them before the JavaScript arrives. The app then renders over it (main.tsx).
import { AuthClient } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { paths } from '@/config/paths';
import { SessionProvider } from '@/lib/session';

import { createAppRoutes } from './router';

/**
 * The pages rendered at build time: what a visitor who is not signed in sees first. Only `/`: it is links alone,
 * so nothing on it waits for the app. The pages in the app shell (/pricing, /learn-more) have controls (the
 * sidebar's toggle, Ctrl+B) and a signed-in member's own navigation: a copy rendered ahead would show a signed-out
 * sidebar that ignores taps until the app takes over.
 */
export const PRERENDERED_PATHS = [paths.home.getHref()];

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's document title. */
  title: string;
}

/** `pathname` as a visitor who is not signed in sees it (no request, no effect runs). */
export async function prerender(pathname: string): Promise<PrerenderedPage> {
  const queryClient = new QueryClient();
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${pathname} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Never used: effects do not run here, so nothing signs in or fetches.
  const auth = new AuthClient({
    url: 'http://localhost/auth/v1',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <SessionProvider client={auth} initialUser={null}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  // React renders the page's <title> in place; it belongs in <head>.
  const title = /<title>([^<]*)<\/title>/.exec(markup);
  if (!title?.[1]) throw new Error(`${pathname} has no <title>`);
  return { html: markup.replace(title[0], ''), title: title[1] };
}
