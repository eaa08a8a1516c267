import { formatCents } from '@haulclub/shared';

import { LOAD_TEXT } from '@/content/loads';
import { isApiError } from '@/lib/api-client';

type Located = { city: string; state: string };

/** "Houston, TX → San Antonio, TX". */
export const laneLabel = (load: { pickup: Located; delivery: Located }) =>
  LOAD_TEXT.lane(
    LOAD_TEXT.place(load.pickup.city, load.pickup.state),
    LOAD_TEXT.place(load.delivery.city, load.delivery.state),
  );

/** "$3.10/mi": always with cents. */
export const ratePerMile = (cents: number) => LOAD_TEXT.perMile(formatCents(cents, { showCents: true }));

/** What to tell the user about a failed call: the problem's detail, else the error's message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : LOAD_TEXT.unknownError;
}
