import { createHash } from 'node:crypto';
import { POD_PHOTO, type PodPhotoContentType, type UploadResponse } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { LoadsDeps } from '../deps';
import { insertUpload, lockUploader } from '../repository/uploads';
import { requireTrucker } from './access';
import { enforceUploadQuota } from './upload-quota';

/** What the bytes are, by their magic numbers (never by the declared type alone). */
export function sniffImageType(data: Buffer): PodPhotoContentType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const unsupported = () =>
  new AppError('unsupported_media_type', 'Send the photo as a JPEG, PNG or WebP image');

/**
 * POST /api/uploads/pod-photo: stores a proof-of-delivery photo the trucker
 * attaches when delivering. The declared type must be one of POD_PHOTO's and
 * match the bytes, and the upload must fit the trucker's UPLOAD_QUOTA (checked
 * and inserted under the trucker's advisory lock, so parallel uploads are
 * counted one after another, in every process).
 */
export async function uploadPodPhoto(
  deps: LoadsDeps,
  input: { truckerId: string; contentType: string | undefined; body: unknown },
): Promise<UploadResponse> {
  await requireTrucker(deps.db, input.truckerId);
  const declared = input.contentType?.split(';')[0]?.trim().toLowerCase();
  if (!Buffer.isBuffer(input.body) || !POD_PHOTO.contentTypes.some((t) => t === declared))
    throw unsupported();
  const data = input.body;
  const actual = sniffImageType(data);
  if (!actual || actual !== declared) throw unsupported();
  const upload = await deps.db.transaction(async (tx) => {
    await lockUploader(tx, input.truckerId);
    await enforceUploadQuota(tx, input.truckerId, data.length);
    return insertUpload(tx, {
      ownerId: input.truckerId,
      purpose: 'pod_photo',
      contentType: actual,
      byteSize: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    });
  });
  return { id: upload.id, contentType: upload.contentType, byteSize: upload.byteSize };
}
