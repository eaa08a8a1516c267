import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brokerApplicationCreated, brokerApplicationInput, problem } from '@haulclub/shared';
import { requestContext } from '../../audit/index';
import type { MembershipDeps } from '../deps';
import { submitApplication } from '../services/submit-application';

/** POST /api/broker-applications: the public /apply form. */
export function applicationRoutes(deps: MembershipDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/broker-applications',
      {
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          tags: ['membership'],
          summary: 'Apply as a broker: creates the account and the application, and queues the FMCSA check',
          body: brokerApplicationInput,
          response: { 201: brokerApplicationCreated, 400: problem, 409: problem, 429: problem },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await submitApplication(deps, request.body, requestContext(request))),
    );
  };
}
