import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POD_PHOTO, problem, uploadResponse } from '@haulclub/shared';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { uploadPodPhoto } from '../services/upload-pod-photo';
import { errors, truckerOnly } from './schemas';

/**
 * POST /api/uploads/pod-photo: the raw image as the body. Only the image
 * parsers exist in this plugin (any other type is a 415 before it is read),
 * with the larger body limit; every other route keeps the app's JSON parser
 * and limit.
 */
export function uploadRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      [...POD_PHOTO.contentTypes],
      { parseAs: 'buffer', bodyLimit: POD_PHOTO.maxBytes },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/api/uploads/pod-photo',
      {
        config: truckerOnly,
        bodyLimit: POD_PHOTO.maxBytes,
        schema: {
          tags: ['bookings'],
          summary: `Upload a proof-of-delivery photo (JPEG, PNG or WebP, at most ${POD_PHOTO.maxBytes / 1024 / 1024} MB)`,
          consumes: [...POD_PHOTO.contentTypes],
          response: { 201: uploadResponse, ...errors, 413: problem, 415: problem },
        },
      },
      async (request, reply) => {
        const upload = await uploadPodPhoto(deps, {
          truckerId: (await principalOf(request)).userId,
          contentType: request.headers['content-type'],
          body: request.body,
        });
        return reply.code(201).send(upload);
      },
    );
  };
}
