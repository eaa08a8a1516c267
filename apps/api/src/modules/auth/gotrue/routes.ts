import type { FastifyPluginAsync } from 'fastify';
import { useGoTrueErrors } from './error-handler';
import { metaRoutes } from './meta-routes';
import { signupRoutes } from './signup-routes';
import { tokenRoutes } from './token-routes';
import { userRoutes } from './user-routes';
import { verifyRoutes } from './verify-routes';

/**
 * The GoTrue (Supabase Auth) REST API that @supabase/auth-js speaks; register
 * with prefix /auth/v1. Encapsulated: its errors are GoTrue's
 * { code, error_code, msg } with X-Supabase-Api-Version, not problem+json.
 */
export const goTrueRoutes: FastifyPluginAsync = async (app) => {
  useGoTrueErrors(app);
  // auth-js sends Content-Type: application/json with no body on POST /logout.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
  await app.register(signupRoutes);
  await app.register(tokenRoutes);
  await app.register(verifyRoutes);
  await app.register(userRoutes);
  await app.register(metaRoutes);
};
