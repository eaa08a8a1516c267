import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthError } from '../auth-error';

/** GET /settings, /.well-known/jwks.json and /authorize (Google sign-in arrives in a later issue). */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { tags: ['auth'], summary: 'Auth settings (GoTrue)' } }, async () => ({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      email: true,
      facebook: false,
      github: false,
      google: app.config.auth.google !== undefined,
      phone: false,
      saml: false,
    },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['auth'], summary: 'Public keys that verify access tokens' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return app.auth.keys.jwks();
    },
  );

  app.get(
    '/authorize',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start an OAuth sign-in (not enabled yet)',
        querystring: z.object({ provider: z.string().optional() }),
      },
    },
    async () => {
      throw new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled');
    },
  );
};
