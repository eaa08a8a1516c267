import { RATINGS_COMMON } from '@/content/ratings';
import { isApiError } from '@/lib/api-client';

/** The server's words for a failed call, or a generic line for anything else. */
export function errorDetail(error: unknown): string {
  return isApiError(error) ? error.detail : RATINGS_COMMON.unknownError;
}

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A rating's date in the viewer's zone: "Nov 25, 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
