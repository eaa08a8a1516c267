import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthError, authErrors } from '../auth-error';
import { exchangeAuthCode } from '../services/exchange-auth-code';
import { refreshSession } from '../services/refresh-session';
import { signInWithPassword } from '../services/sign-in-with-password';
import { requestContext } from './caller';
import { TOKEN_LIMIT } from './limits';
import { tokenBody, tokenQuery } from './schemas';

/** POST /token?grant_type=password|refresh_token|pkce. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.auth;
  app.post(
    '/token',
    {
      config: TOKEN_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Sign in, refresh or exchange a code (GoTrue)',
        querystring: tokenQuery,
        body: tokenBody,
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const ctx = requestContext(request);
      switch (request.query.grant_type) {
        case 'password':
          if (!body.email || body.password === undefined)
            throw authErrors.validation('email and password are required');
          return signInWithPassword(deps, { email: body.email, password: body.password }, ctx);
        case 'refresh_token':
          if (!body.refresh_token) throw authErrors.refreshTokenNotFound();
          return refreshSession(deps, body.refresh_token, ctx);
        case 'pkce':
          if (!body.auth_code || !body.code_verifier) {
            throw authErrors.validation(
              'invalid request: both auth code and code verifier should be non-empty',
            );
          }
          return exchangeAuthCode(deps, { authCode: body.auth_code, codeVerifier: body.code_verifier }, ctx);
        default:
          throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
      }
    },
  );
};
