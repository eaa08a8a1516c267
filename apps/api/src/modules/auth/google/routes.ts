import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthError, authErrors } from '../auth-error';
import { requestContext } from '../gotrue/caller';
import { TOKEN_LIMIT } from '../gotrue/limits';
import { finishGoogleSignIn } from './finish-google-sign-in';
import { GoogleOidcClient } from './oidc-client';
import { startGoogleSignIn } from './start-google-sign-in';

/** Providers GoTrue knows (and /settings lists) that HaulClub may offer; only Google is implemented. */
const KNOWN_PROVIDERS: readonly string[] = ['apple', 'azure', 'facebook', 'github', 'google'];

const nullableString = z.string().nullish();

const authorizeQuery = z.object({
  provider: z.string().optional(),
  redirect_to: z.string().optional(),
  code_challenge: nullableString,
  code_challenge_method: nullableString,
  scopes: z.string().optional(),
});

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const providerDisabled = () =>
  new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled');

/**
 * GET /authorize and GET /callback: sign in with Google (OpenID Connect
 * authorization code flow with state, nonce and PKCE), as GoTrue does it, so
 * auth-js signInWithOAuth({ provider: 'google' }) works in both flow types.
 * Registered inside the /auth/v1 scope (GoTrue errors).
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.auth;
  const { google } = app.config.auth;
  const redirectUri = `${app.config.publicUrl}/auth/v1/callback`;
  const client = google ? new GoogleOidcClient(google, redirectUri) : undefined;

  app.get(
    '/authorize',
    {
      config: TOKEN_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Start an OAuth sign-in: redirects to Google (GoTrue)',
        querystring: authorizeQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const provider = query.provider?.toLowerCase();
      if (!provider) throw authErrors.validation('Unsupported provider: missing provider');
      if (!KNOWN_PROVIDERS.includes(provider)) {
        throw authErrors.validation(`Unsupported provider: Provider ${provider} could not be found`);
      }
      if (provider !== 'google' || !client) throw providerDisabled();
      const url = await startGoogleSignIn(deps, client, {
        redirectTo: query.redirect_to,
        codeChallenge: query.code_challenge,
        codeChallengeMethod: query.code_challenge_method,
      });
      return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
    },
  );

  app.get(
    '/callback',
    {
      config: TOKEN_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Where Google sends the browser back; redirects to redirect_to (GoTrue)',
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      if (!client) throw providerDisabled();
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { location } = await finishGoogleSignIn(
        deps,
        client,
        request.query,
        new URL(`${redirectUri}${search}`),
        requestContext(request),
        request.log,
      );
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );
};
