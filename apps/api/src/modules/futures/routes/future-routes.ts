import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFreightFutureInput,
  futureList,
  futureView,
  idParams,
  lockResult,
  pageQuery,
  problem,
  truckerFutures,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { FuturesDeps } from '../deps';
import { createFreightFuture } from '../services/create-freight-future';
import { listBrokerFutures, listOpenFutures, listTruckerFutures } from '../services/list-futures';
import { lockFuture } from '../services/lock-future';
import { withdrawFuture } from '../services/withdraw';
import { brokerOnly, errors, members, tags, truckerOnly } from './policies';

/** Freight futures (issue 14): the open list, create, lock in, withdraw, and each party's own. */
export function futureRoutes(deps: FuturesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/futures',
      {
        config: members,
        schema: {
          tags,
          summary:
            'Open freight futures (end date today or later in America/Chicago), newest first; equipment_fits for truckers',
          querystring: pageQuery,
          response: { 200: futureList, ...errors },
        },
      },
      async (request) => listOpenFutures(deps.db, await principalOf(request), request.query),
    );

    app.post(
      '/api/futures',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary:
            "Create a freight future (the spec's create-freight-future; verified brokers): lane under 400 miles, start today or later, with the lane's forecast",
          body: createFreightFutureInput,
          response: { 201: futureView, ...errors },
        },
      },
      async (request, reply) => {
        const view = await createFreightFuture(deps, (await principalOf(request)).userId, request.body);
        return reply.code(201).send(view);
      },
    );

    app.get(
      '/api/broker/futures',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "The broker's own freight futures, every status, newest first, with who locked them",
          querystring: pageQuery,
          response: { 200: futureList, ...errors },
        },
      },
      async (request) => listBrokerFutures(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.post(
      '/api/futures/:id/lock',
      {
        config: truckerOnly,
        schema: {
          tags,
          summary:
            'Lock In Rate: exactly one trucker whose truck fits wins and gets a pending contract (a repeat by the winner: 200)',
          params: idParams,
          response: { 200: lockResult, 201: lockResult, ...errors, 409: problem },
        },
      },
      async (request, reply) => {
        const { result, created } = await lockFuture(deps, {
          futureId: request.params.id,
          truckerId: (await principalOf(request)).userId,
        });
        return reply.code(created ? 201 : 200).send(result);
      },
    );

    app.post(
      '/api/futures/:id/withdraw',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: 'Withdraw an open freight future (its broker)',
          params: idParams,
          response: { 200: futureView, ...errors, 409: problem },
        },
      },
      async (request) =>
        withdrawFuture(deps, { futureId: request.params.id, brokerId: (await principalOf(request)).userId }),
    );

    app.get(
      '/api/trucker/futures',
      {
        config: truckerOnly,
        schema: {
          tags,
          summary: 'The freight futures and rate futures the trucker locked in, with their contracts',
          response: { 200: truckerFutures, ...errors },
        },
      },
      async (request) => listTruckerFutures(deps.db, (await principalOf(request)).userId),
    );
  };
}
