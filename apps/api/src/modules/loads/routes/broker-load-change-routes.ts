import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brokerLoad,
  cancelLoadInput,
  editLoadInput,
  idParams,
  problem,
  repostLoadInput,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { cancelLoad } from '../services/cancel-load';
import { editLoad } from '../services/edit-load';
import { repostLoad } from '../services/repost-load';
import { brokerOnly, errors } from './schemas';

const responses = { 200: brokerLoad, ...errors, 409: problem };

/** Changes to an unbooked load: edit, cancel, repost. */
export function brokerLoadChangeRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/broker/loads/:id',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: 'Edit an unbooked load (verified brokers); the expiry stays',
          params: idParams,
          body: editLoadInput,
          response: responses,
        },
      },
      async (request) =>
        editLoad(deps, {
          loadId: request.params.id,
          brokerId: (await principalOf(request)).userId,
          load: request.body,
        }),
    );

    app.post(
      '/api/broker/loads/:id/cancel',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: 'Take an unbooked load off the board',
          params: idParams,
          body: cancelLoadInput,
          response: responses,
        },
      },
      async (request) =>
        cancelLoad(deps, {
          loadId: request.params.id,
          brokerId: (await principalOf(request)).userId,
          reason: request.body.reason,
        }),
    );

    app.post(
      '/api/broker/loads/:id/repost',
      {
        config: brokerOnly,
        schema: {
          tags: ['loads'],
          summary: 'Put an unbooked load back on the board with a fresh expiry (verified brokers)',
          params: idParams,
          body: repostLoadInput,
          response: responses,
        },
      },
      async (request) =>
        repostLoad(deps, {
          loadId: request.params.id,
          brokerId: (await principalOf(request)).userId,
          expiryHours: request.body.expiryHours,
        }),
    );
  };
}
