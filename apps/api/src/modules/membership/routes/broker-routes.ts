import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brokerRegistrationInput, brokerStatusResponse, meResponse, problem } from '@haulclub/shared';
import { requestContext } from '../../audit/index';
import { principalOf } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { completeBrokerOnboarding } from '../services/complete-broker-onboarding';
import { getBrokerStatus } from '../services/get-broker-status';
import { registerBroker } from '../services/register-broker';

const brokerOnly = { auth: { roles: ['broker' as const] } };

/** The broker's own standing and onboarding. */
export function brokerRoutes(deps: MembershipDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/broker/me',
      {
        config: brokerOnly,
        schema: {
          tags: ['membership'],
          summary: "The signed-in broker's record, latest application and whether they may post",
          response: { 200: brokerStatusResponse, 401: problem, 403: problem },
        },
      },
      async (request) => getBrokerStatus(deps.db, (await principalOf(request)).userId),
    );

    app.post(
      '/api/onboarding/broker',
      {
        config: brokerOnly,
        schema: {
          tags: ['onboarding'],
          summary: 'Broker onboarding step 1: register the brokerage (creates the application)',
          body: brokerRegistrationInput,
          response: { 201: brokerStatusResponse, 400: problem, 401: problem, 403: problem, 409: problem },
        },
      },
      async (request, reply) => {
        const status = await registerBroker(
          deps,
          await principalOf(request),
          request.body,
          requestContext(request),
        );
        return reply.code(201).send(status);
      },
    );

    app.post(
      '/api/onboarding/complete',
      {
        config: brokerOnly,
        schema: {
          tags: ['onboarding'],
          summary: 'Broker onboarding: finish (after registering; payouts can be set up later)',
          response: { 200: meResponse, 400: problem, 401: problem, 403: problem },
        },
      },
      async (request) => completeBrokerOnboarding(deps, await principalOf(request), requestContext(request)),
    );
  };
}
