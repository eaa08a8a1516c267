import { uploadResponse, type UploadResponse } from '@haulclub/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** POST /api/uploads/pod-photo: the image itself as the body; 415 wrong type, 413 too big. */
export async function uploadPodPhoto(file: File): Promise<UploadResponse> {
  const response = await apiFetch('/api/uploads/pod-photo', {
    method: 'POST',
    headers: { 'content-type': file.type, accept: 'application/json, application/problem+json' },
    body: file,
  });
  return uploadResponse.parse(await response.json());
}

export const uploadPodPhotoMutationOptions = () =>
  mutationOptions<UploadResponse, Error, File>({
    mutationKey: ['bookings', 'pod-photo', 'upload'],
    mutationFn: uploadPodPhoto,
  });

/** Uploads a proof-of-delivery photo; call `mutateAsync(file)`. */
export function useUploadPodPhoto() {
  return useMutation(uploadPodPhotoMutationOptions());
}
