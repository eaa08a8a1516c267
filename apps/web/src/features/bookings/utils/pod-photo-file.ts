import { POD_PHOTO } from '@haulclub/shared';

import { DELIVER_DIALOG } from '@/content/bookings';

/** The accept attribute of the photo input. */
export const POD_PHOTO_ACCEPT = POD_PHOTO.contentTypes.join(',');

/** Why this file cannot be the proof-of-delivery photo, or null when it can. The server checks again. */
export function podPhotoProblem(file: File): string | null {
  if (!(POD_PHOTO.contentTypes as readonly string[]).includes(file.type))
    return DELIVER_DIALOG.photoWrongType;
  if (file.size > POD_PHOTO.maxBytes) return DELIVER_DIALOG.photoTooBig(file.size);
  return null;
}
