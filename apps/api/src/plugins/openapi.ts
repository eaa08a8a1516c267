import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the zod route schemas, at /api/openapi.json, rendered at /api/docs. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'HaulClub API',
          description:
            'The invite-only load board for short-haul and specialty freight. Errors are application/problem+json.',
          version: app.config.version,
        },
        servers: [{ url: app.config.publicUrl }],
        tags: [
          { name: 'system', description: 'Liveness, readiness and settings' },
          { name: 'membership', description: 'Invitations and applications' },
          { name: 'dev', description: 'Development tools (demo mode)' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi', dependencies: ['infrastructure'] },
);
