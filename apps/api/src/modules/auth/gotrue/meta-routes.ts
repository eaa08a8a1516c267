import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleRoutes } from '../google/routes';

/** GET /settings, /.well-known/jwks.json, and /authorize + /callback (Google sign-in). */
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

  // GET /authorize and /callback: Google sign-in (400 provider_disabled when not configured).
  await app.register(googleRoutes);
};
