import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brokerFairnessDetail,
  brokerProfile,
  idParams,
  laneRatesQuery,
  laneRatesResponse,
  problem,
} from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { MarketDeps } from '../deps';
import { getBrokerProfile } from '../services/get-broker-profile';
import { getFairnessDetail } from '../services/get-fairness-detail';
import { getLaneRates } from '../services/get-lane-rates';

const members = {
  auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded: ['trucker' as const] },
};
const brokerOnly = { auth: { roles: ['broker' as const] } };
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** Lane rates and broker standings (issue 13). */
export function marketRoutes(deps: MarketDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/lane-rates',
      {
        config: members,
        schema: {
          tags: ['market'],
          summary:
            "A lane's 7/30/90-day rates per equipment and the weekly history (figures under the floor are null)",
          querystring: laneRatesQuery,
          response: { 200: laneRatesResponse, ...errors },
        },
      },
      async (request) => getLaneRates(deps.db, request.query, deps.settings.current()),
    );

    app.get(
      '/api/brokers/:id',
      {
        config: members,
        schema: {
          tags: ['market'],
          summary: "A broker's profile: fairness standing, rating, recent loads and top lanes",
          params: idParams,
          response: { 200: brokerProfile, ...errors },
        },
      },
      async (request) => getBrokerProfile(deps.db, request.params.id, deps.settings.current()),
    );

    app.get(
      '/api/broker/fairness',
      {
        config: brokerOnly,
        schema: {
          tags: ['market'],
          summary: "The broker's own standing and the compared loads, furthest below their lane first",
          response: { 200: brokerFairnessDetail, ...errors },
        },
      },
      async (request) =>
        getFairnessDetail(deps.db, (await principalOf(request)).userId, deps.settings.current()),
    );
  };
}
