import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  laneProfileInput,
  meResponse,
  problem,
  truckerOnboardingInput,
  truckerProfile,
} from '@haulclub/shared';
import { requestContext } from '../../audit/index';
import { principalOf } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { completeTruckerOnboarding } from '../services/complete-trucker-onboarding';
import { getTruckerProfile } from '../services/get-trucker-profile';
import { updateLaneProfile } from '../services/update-lane-profile';

const truckerOnly = { auth: { roles: ['trucker' as const] } };
/** Editing the lane profile needs a finished onboarding (403 `onboarding_required` before, like the board). */
const onboardedTruckers = { auth: { roles: ['trucker' as const], onboarded: ['trucker' as const] } };

/** Trucker onboarding and lane profile. */
export function truckerRoutes(deps: MembershipDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/onboarding/trucker',
      {
        config: truckerOnly,
        schema: {
          tags: ['onboarding'],
          summary: 'Trucker onboarding (company and equipment); completes onboarding',
          body: truckerOnboardingInput,
          response: { 200: meResponse, 400: problem, 401: problem, 403: problem },
        },
      },
      async (request) =>
        completeTruckerOnboarding(deps, await principalOf(request), request.body, requestContext(request)),
    );

    app.get(
      '/api/trucker/profile',
      {
        config: truckerOnly,
        schema: {
          tags: ['onboarding'],
          summary: "The signed-in trucker's lane profile",
          response: { 200: truckerProfile, 401: problem, 403: problem },
        },
      },
      async (request) => getTruckerProfile(deps.db, (await principalOf(request)).userId),
    );

    app.put(
      '/api/trucker/profile',
      {
        config: onboardedTruckers,
        schema: {
          tags: ['onboarding'],
          summary:
            "Replaces the signed-in trucker's lane profile (places and lanes located offline); announces profile.updated",
          body: laneProfileInput,
          response: { 200: truckerProfile, 400: problem, 401: problem, 403: problem },
        },
      },
      async (request) =>
        updateLaneProfile(deps, await principalOf(request), request.body, requestContext(request)),
    );
  };
}
