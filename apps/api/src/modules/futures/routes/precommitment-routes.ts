import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptPrecommitmentInput,
  createPrecommitmentInput,
  idParams,
  lockResult,
  pageQuery,
  precommitmentList,
  precommitmentView,
  problem,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { FuturesDeps } from '../deps';
import { acceptPrecommitment } from '../services/accept-precommitment';
import { createPrecommitment } from '../services/create-precommitment';
import { listBrokerPrecommitments, listOpenPrecommitments } from '../services/list-futures';
import { withdrawPrecommitment } from '../services/withdraw';
import { brokerOnly, errors, members, tags, truckerOnly } from './policies';

/** Rate futures (the spec's precommitments): the open list, post, accept, withdraw, the broker's own. */
export function precommitmentRoutes(deps: FuturesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/precommitments',
      {
        config: members,
        schema: {
          tags,
          summary: 'Open rate futures whose expires_at is later than now, newest first',
          querystring: pageQuery,
          response: { 200: precommitmentList, ...errors },
        },
      },
      async (request) => listOpenPrecommitments(deps.db, await principalOf(request), request.query),
    );

    app.post(
      '/api/precommitments',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary:
            'Post a rate future (verified brokers): a forward rate for a lane under 400 miles, expiring 5 minutes to 14 days ahead',
          body: createPrecommitmentInput,
          response: { 201: precommitmentView, ...errors },
        },
      },
      async (request, reply) => {
        const view = await createPrecommitment(deps, (await principalOf(request)).userId, request.body);
        return reply.code(201).send(view);
      },
    );

    app.get(
      '/api/broker/precommitments',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "The broker's own rate futures, every status, newest first, with who locked them in",
          querystring: pageQuery,
          response: { 200: precommitmentList, ...errors },
        },
      },
      async (request) =>
        listBrokerPrecommitments(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.post(
      '/api/precommitments/accept',
      {
        config: truckerOnly,
        schema: {
          tags,
          summary:
            "Lock in a rate future (the spec's accept-precommitment): exactly one trucker wins, never after it expires; a pending contract",
          body: acceptPrecommitmentInput,
          response: { 200: lockResult, 201: lockResult, ...errors, 409: problem },
        },
      },
      async (request, reply) => {
        const { result, created } = await acceptPrecommitment(deps, {
          precommitmentId: request.body.precommitment_id,
          truckerId: (await principalOf(request)).userId,
        });
        return reply.code(created ? 201 : 200).send(result);
      },
    );

    app.post(
      '/api/precommitments/:id/withdraw',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: 'Withdraw an open rate future (its broker)',
          params: idParams,
          response: { 200: precommitmentView, ...errors, 409: problem },
        },
      },
      async (request) =>
        withdrawPrecommitment(deps, {
          precommitmentId: request.params.id,
          brokerId: (await principalOf(request)).userId,
        }),
    );
  };
}
