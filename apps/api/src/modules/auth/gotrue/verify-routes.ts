import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthError, authErrors } from '../auth-error';
import { resolveRedirect } from '../redirects';
import { verifyEmailLink, type VerifyType } from '../services/verify-email-link';
import { requestContext } from './caller';
import { EMAIL_LIMIT } from './limits';
import { verifyBody, verifyQuery } from './schemas';

const TYPES: readonly string[] = ['signup', 'email', 'recovery'] satisfies VerifyType[];

function parseType(type: string | undefined): VerifyType {
  if (!type || !TYPES.includes(type)) throw authErrors.validation('Verify requires a verification type');
  return type as VerifyType;
}

function errorFragment(error: AuthError): string {
  const kind =
    error.status >= 500 ? 'server_error' : error.status === 400 ? 'invalid_request' : 'access_denied';
  return new URLSearchParams({
    error: kind,
    error_code: error.code,
    error_description: error.message,
  }).toString();
}

/** GET /verify (the email link: redirects) and POST /verify (token_hash → session JSON). */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.auth;

  app.get(
    '/verify',
    {
      config: EMAIL_LIMIT,
      schema: { tags: ['auth'], summary: 'Follow an email link (GoTrue)', querystring: verifyQuery },
    },
    async (request, reply) => {
      const redirectTo = resolveRedirect(deps.config, request.query.redirect_to);
      try {
        const type = parseType(request.query.type);
        if (!request.query.token) throw authErrors.otpExpired();
        const outcome = await verifyEmailLink(
          deps,
          { type, token: request.query.token, allowCode: true },
          requestContext(request),
        );
        const target = new URL(redirectTo);
        if (outcome.kind === 'code') {
          target.searchParams.set('code', outcome.code);
        } else {
          const s = outcome.session;
          target.hash = new URLSearchParams({
            access_token: s.access_token,
            expires_at: String(s.expires_at),
            expires_in: String(s.expires_in),
            refresh_token: s.refresh_token,
            token_type: s.token_type,
            type,
          }).toString();
        }
        return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
      } catch (err) {
        if (!(err instanceof AuthError)) throw err;
        const target = new URL(redirectTo);
        target.hash = errorFragment(err);
        return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
      }
    },
  );

  app.post(
    '/verify',
    {
      config: EMAIL_LIMIT,
      schema: { tags: ['auth'], summary: 'Verify an email link token (GoTrue)', body: verifyBody },
    },
    async (request) => {
      const type = parseType(request.body.type);
      const token = request.body.token_hash ?? request.body.token;
      if (!token) throw authErrors.otpExpired();
      const outcome = await verifyEmailLink(deps, { type, token, allowCode: false }, requestContext(request));
      if (outcome.kind !== 'session') throw authErrors.otpExpired();
      return outcome.session;
    },
  );
};
