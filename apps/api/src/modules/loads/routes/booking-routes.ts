import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingList,
  bookingListQuery,
  bookingView,
  cancelContractInput,
  contractView,
  deliverLoadInput,
  idParams,
  problem,
} from '@haulclub/shared';
import { requestContext } from '../../audit/index';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { cancelContract } from '../services/cancel-contract';
import { confirmDelivery } from '../services/confirm-delivery';
import { deliverLoad } from '../services/deliver-load';
import { getBooking } from '../services/get-booking';
import { getPodPhoto } from '../services/get-pod-photo';
import { listBrokerBookings } from '../services/list-bookings';
import { pickupLoad } from '../services/pickup-load';
import { brokerOnly, errors, ONBOARDED_TRUCKERS, partiesAndAdmins, truckerOnly } from './schemas';

// Admins too: they may cancel a futures contract here (a booked load's contract with its load).
const contractParties = {
  auth: { roles: ['broker' as const, 'trucker' as const, 'admin' as const], onboarded: ONBOARDED_TRUCKERS },
};

/** The image bytes (sent as a Buffer, never serialized). */
const podPhotoBytes = z.any().describe('The image bytes: image/jpeg, image/png or image/webp');

const step = { params: idParams, response: { 200: bookingView, ...errors, 409: problem } };

/** Bookings: reading them, the delivery steps and the proof-of-delivery photo. */
export function bookingRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/broker/bookings',
      {
        config: brokerOnly,
        schema: {
          tags: ['bookings'],
          summary: "Bookings of the broker's loads, newest first (active or history, optionally one stage)",
          querystring: bookingListQuery,
          response: { 200: bookingList, ...errors },
        },
      },
      async (request) => listBrokerBookings(deps.db, (await principalOf(request)).userId, request.query),
    );

    app.get(
      '/api/bookings/:id',
      {
        config: partiesAndAdmins,
        schema: {
          tags: ['bookings'],
          summary: 'A booking with both parties’ contacts (its trucker, its broker, admins)',
          params: idParams,
          response: { 200: bookingView, ...errors },
        },
      },
      async (request) => getBooking(deps.db, await principalOf(request), request.params.id),
    );

    app.post(
      '/api/contracts/:id/cancel',
      {
        config: contractParties,
        schema: {
          tags: ['contracts'],
          summary:
            'Cancel the contract before pickup (its broker or trucker; a futures contract also an admin), with its booking and load if it has them: held money is refunded, less the TONU fee when the broker cancels after the trucker signed',
          params: idParams,
          body: cancelContractInput,
          response: { 200: contractView, ...errors, 409: problem },
        },
      },
      async (request) => {
        const principal = await principalOf(request);
        return cancelContract(
          deps,
          {
            contractId: request.params.id,
            userId: principal.userId,
            admin: principal.role === 'admin',
            ...request.body,
          },
          requestContext(request),
        );
      },
    );

    app.post(
      '/api/bookings/:id/pickup',
      {
        config: truckerOnly,
        schema: { tags: ['bookings'], summary: 'Picked up: the load is in transit', ...step },
      },
      async (request) =>
        pickupLoad(deps, { bookingId: request.params.id, truckerId: (await principalOf(request)).userId }),
    );

    app.post(
      '/api/bookings/:id/deliver',
      {
        config: truckerOnly,
        schema: {
          tags: ['bookings'],
          summary: 'Delivered, with proof of delivery',
          body: deliverLoadInput,
          ...step,
        },
      },
      async (request) =>
        deliverLoad(deps, {
          bookingId: request.params.id,
          truckerId: (await principalOf(request)).userId,
          pod: request.body,
        }),
    );

    app.post(
      '/api/bookings/:id/confirm',
      {
        config: brokerOnly,
        schema: { tags: ['bookings'], summary: 'The broker confirms the delivery', ...step },
      },
      async (request) =>
        confirmDelivery(deps, {
          bookingId: request.params.id,
          brokerId: (await principalOf(request)).userId,
        }),
    );

    app.get(
      '/api/bookings/:id/pod-photo',
      {
        config: partiesAndAdmins,
        schema: {
          tags: ['bookings'],
          summary: 'The proof-of-delivery photo (image bytes)',
          params: idParams,
          response: { 200: podPhotoBytes, ...errors },
        },
      },
      async (request, reply) => {
        const photo = await getPodPhoto(deps.db, await principalOf(request), request.params.id);
        return reply.type(photo.contentType).header('cache-control', 'private, max-age=300').send(photo.data);
      },
    );
  };
}
