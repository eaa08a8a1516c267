import { formatCents, type LoadAlert } from '@haulclub/shared';

import { LOAD_TEXT } from '@/content/loads';
import { isApiError } from '@/lib/api-client';

/** "Houston, TX → San Antonio, TX". */
export const alertLane = (alert: Pick<LoadAlert, 'pickup' | 'delivery'>) =>
  LOAD_TEXT.lane(
    LOAD_TEXT.place(alert.pickup.city, alert.pickup.state),
    LOAD_TEXT.place(alert.delivery.city, alert.delivery.state),
  );

/** "$3.10/mi": always with cents. */
export const alertRatePerMile = (cents: number) => LOAD_TEXT.perMile(formatCents(cents, { showCents: true }));

/** What to tell the user about a failed call: the problem's detail, else the error's message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : LOAD_TEXT.unknownError;
}
