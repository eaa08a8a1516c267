import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POD_PHOTO, problem, UPLOAD_QUOTA, uploadResponse } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { principalOf } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { uploadPodPhoto } from '../services/upload-pod-photo';
import { errors, truckerOnly } from './schemas';

const MAX_MB = POD_PHOTO.maxBytes / 1024 / 1024;

/**
 * POST /api/uploads/pod-photo: the raw image as the body. Only the image
 * parsers exist in this plugin (any other type is a 415 before it is read),
 * with the larger body limit; every other route keeps the app's JSON parser
 * and limit. Over the limit: 413 saying how large a photo may be; over the
 * user's UPLOAD_QUOTA: 429 with Retry-After.
 */
export function uploadRoutes(deps: LoadsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Thrown on to the app's handler, which answers with problem+json.
    app.setErrorHandler((error: FastifyError) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      throw new AppError(
        'payload_too_large',
        `This photo is too large: a photo can be at most ${MAX_MB} MB.`,
      );
    });
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
          summary: `Upload a proof-of-delivery photo (JPEG, PNG or WebP, at most ${MAX_MB} MB)`,
          description:
            `At most ${UPLOAD_QUOTA.unattached} uploads not attached to a delivery and ` +
            `${UPLOAD_QUOTA.bytesPerWindow / 1024 / 1024} MB per ${UPLOAD_QUOTA.windowHours} hours per user ` +
            `(429 with Retry-After beyond); unattached uploads are deleted after ${UPLOAD_QUOTA.unattachedTtlHours} hours.`,
          consumes: [...POD_PHOTO.contentTypes],
          response: { 201: uploadResponse, ...errors, 413: problem, 415: problem, 429: problem },
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
