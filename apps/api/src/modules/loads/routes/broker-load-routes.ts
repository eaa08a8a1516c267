import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brokerLoad,
  brokerLoadList,
  brokerLoadsQuery,
  idParams,
  loadEstimate,
  loadEstimateInput,
  postLoadInput,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { estimateLoad } from '../services/estimate-load';
import { getBrokerLoad } from '../services/get-broker-load';
import { listLoads } from '../services/list-broker-loads';
import { postLoad } from '../services/post-load';
import { brokerOnly, errors } from './schemas';

/** The broker's loads: estimate, post, list and read. */
export function brokerLoadRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/broker/loads/estimate',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: 'Locate both places and estimate the road miles, for the post-load form',
          body: loadEstimateInput,
          response: { 200: loadEstimate, ...errors },
        },
      },
      async (request) => estimateLoad(deps.db, request.body, deps.settings.current()),
    );

    app.post(
      '/api/broker/loads',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: 'Post a load (verified brokers): it is on the board until it expires or is booked',
          body: postLoadInput,
          response: { 201: brokerLoad, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await postLoad(deps, (await principalOf(request)).userId, request.body)),
    );

    app.get(
      '/api/broker/loads',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: "The broker's loads, newest first",
          querystring: brokerLoadsQuery,
          response: { 200: brokerLoadList, ...errors },
        },
      },
      async (request) =>
        listLoads(
          deps.db,
          { ...request.query, brokerId: (await principalOf(request)).userId },
          deps.settings.current(),
        ),
    );

    app.get(
      '/api/broker/loads/:id',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: "One of the broker's loads, with who booked it",
          params: idParams,
          response: { 200: brokerLoad, ...errors },
        },
      },
      async (request) =>
        getBrokerLoad(
          deps.db,
          request.params.id,
          (await principalOf(request)).userId,
          deps.settings.current(),
        ),
    );
  };
}
