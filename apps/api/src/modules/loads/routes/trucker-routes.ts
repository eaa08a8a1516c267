import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingList,
  bookingListQuery,
  bookingView,
  bookLoadInput,
  idParams,
  loadSearchQuery,
  loadSearchResult,
  matchesQuery,
  matchesResult,
  problem,
  truckerLoad,
} from '@haulclub/shared';
import { fastResponseSerializer } from '../../../lib/fast-response-serializer';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { bookLoad } from '../services/book-load';
import { getTruckerLoad } from '../services/get-trucker-load';
import { listTruckerBookings } from '../services/list-bookings';
import { listMatches } from '../services/list-matches';
import { searchBoard } from '../services/search-loads';
import { errors, truckerOnly } from './schemas';

/** The trucker's board: search, a load, one-click booking, and their bookings. */
export function truckerRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/loads',
      {
        config: truckerOnly,
        schema: {
          tags: ['loads'],
          summary: 'Search the board: radius around origin and destination, filters, sorts, deadhead',
          querystring: loadSearchQuery,
          response: { 200: loadSearchResult, ...errors },
        },
        // The page (about 28 kB) written by fast-json-stringify from the same schema: same text.
        serializerCompiler: fastResponseSerializer(),
      },
      async (request) => searchBoard(deps, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/trucker/matches',
      {
        config: truckerOnly,
        schema: {
          tags: ['loads'],
          summary:
            "The board's loads that pass the trucker's hard filters (equipment, radius, availability), best match score first",
          querystring: matchesQuery,
          response: { 200: matchesResult, ...errors },
        },
      },
      async (request) => listMatches(deps, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/loads/:id',
      {
        config: truckerOnly,
        schema: {
          tags: ['loads'],
          summary: 'A load on the board (or one this trucker booked)',
          params: idParams,
          response: { 200: truckerLoad, ...errors },
        },
      },
      async (request) => getTruckerLoad(deps, (await principalOf(request)).userId, request.params.id),
    );

    app.post(
      '/api/loads/:id/book',
      {
        config: truckerOnly,
        schema: {
          tags: ['loads'],
          summary:
            'Book a load: exactly one trucker wins (201); the winner again gets 200. 409 booking_overlap when it cannot be run with another active booking of the trucker, unless confirmOverlap is true',
          params: idParams,
          body: bookLoadInput,
          response: { 200: bookingView, 201: bookingView, ...errors, 409: problem, 410: problem },
        },
      },
      async (request, reply) => {
        const { booking, created } = await bookLoad(deps, {
          loadId: request.params.id,
          truckerId: (await principalOf(request)).userId,
          rateCents: request.body.rateCents,
          confirmOverlap: request.body.confirmOverlap,
        });
        return reply.code(created ? 201 : 200).send(booking);
      },
    );

    app.get(
      '/api/trucker/bookings',
      {
        config: truckerOnly,
        schema: {
          tags: ['bookings'],
          summary: "The trucker's bookings, newest first (active or history, optionally one stage)",
          querystring: bookingListQuery,
          response: { 200: bookingList, ...errors },
        },
      },
      async (request) => listTruckerBookings(deps.db, (await principalOf(request)).userId, request.query),
    );
  };
}
