import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problem, speedScoreView } from '@haulclub/shared';
import type { Db } from '../../db/client';
import { principalOf, type RoutePolicy } from '../auth/index';
import { readSpeedScore } from './services/read-speed-score';

const truckerOnly: { auth: RoutePolicy } = { auth: { roles: ['trucker'], onboarded: ['trucker'] } };
const brokerOnly: { auth: RoutePolicy } = { auth: { roles: ['broker'] } };
const response = { 200: speedScoreView, 401: problem, 403: problem };
const tags = ['speed-score'];

/** The caller's own speed score: components, rank, early access and the weekly history. */
export function speedScoreRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/trucker/score',
      {
        config: truckerOnly,
        schema: {
          tags,
          summary: "The trucker's speed score: components, rank among truckers, early access, 12 weeks",
          response,
        },
      },
      async (request) => readSpeedScore(db, (await principalOf(request)).userId, 'trucker'),
    );

    app.get(
      '/api/broker/score',
      {
        config: brokerOnly,
        schema: {
          tags,
          summary: "The broker's speed score: confirming deliveries, funding escrow, chat response, 12 weeks",
          response,
        },
      },
      async (request) => readSpeedScore(db, (await principalOf(request)).userId, 'broker'),
    );
  };
}
