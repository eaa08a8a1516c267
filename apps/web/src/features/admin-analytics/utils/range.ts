import { ANALYTICS_RANGES } from '@haulclub/shared';

export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** The range of /admin/analytics?days= (30 days when missing or not one of 7, 30, 90, 365). */
export function readAnalyticsRange(params: URLSearchParams): AnalyticsRange {
  const days = Number(params.get('days'));
  return (ANALYTICS_RANGES as readonly number[]).includes(days)
    ? (days as AnalyticsRange)
    : DEFAULT_ANALYTICS_RANGE;
}
