import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingRatings,
  idParams,
  problem,
  ratingInput,
  ratingView,
  receivedRatings,
  receivedRatingsQuery,
} from '@haulclub/shared';
import { principalOf } from '../auth/index';
import type { RatingsDeps } from './deps';
import { getBookingRatings } from './services/get-booking-ratings';
import { listMemberRatings, listReceivedRatings } from './services/list-received-ratings';
import { rateBooking } from './services/rate-booking';

const tags = ['ratings'];
/** The two parties of bookings (truckers once onboarded). */
const parties = { auth: { roles: ['trucker' as const, 'broker' as const], onboarded: ['trucker' as const] } };
/** Any signed-in member. */
const members = {
  auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded: ['trucker' as const] },
};
const errors = { 400: problem, 401: problem, 403: problem, 404: problem };

/** Two-way ratings after a confirmed delivery, and the received ratings of members. */
export function ratingRoutes(deps: RatingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/bookings/:id/rating',
      {
        config: parties,
        schema: {
          tags,
          summary:
            "Rate the booking's other party (its trucker or broker) after the delivery was confirmed; a repeat changes the rating within 7 days",
          params: idParams,
          body: ratingInput,
          response: { 200: ratingView, ...errors, 409: problem },
        },
      },
      async (request) =>
        rateBooking(deps, {
          bookingId: request.params.id,
          raterId: (await principalOf(request)).userId,
          rating: request.body,
        }),
    );

    app.get(
      '/api/bookings/:id/ratings',
      {
        config: parties,
        schema: {
          tags,
          summary: 'Both ratings of a booking and whether the caller may rate now (its trucker and broker)',
          params: idParams,
          response: { 200: bookingRatings, ...errors },
        },
      },
      async (request) => getBookingRatings(deps.db, (await principalOf(request)).userId, request.params.id),
    );

    app.get(
      '/api/ratings/received',
      {
        config: parties,
        schema: {
          tags,
          summary: "The caller's received ratings, newest first, with averages, trend and distribution",
          querystring: receivedRatingsQuery,
          response: { 200: receivedRatings, ...errors },
        },
      },
      async (request) => listReceivedRatings(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/members/:id/ratings',
      {
        config: members,
        schema: {
          tags,
          summary: "A trucker's or broker's received ratings, for their profile",
          params: idParams,
          querystring: receivedRatingsQuery,
          response: { 200: receivedRatings, ...errors },
        },
      },
      async (request) => listMemberRatings(deps.db, request.params.id, request.query),
    );
  };
}
