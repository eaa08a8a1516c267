import { StatCard } from '@/components/ui/stat-card';
import { RATINGS_COMMON, RATING_STAT as copy, ratingChange, ratingFigure } from '@/content/ratings';

import { useRatingSummary } from '../api/get-received-ratings';
import { useRatingsLive } from '../hooks/use-ratings-live';
import { errorDetail } from '../utils/format';

/**
 * "Average rating" in a StatGrid: the caller's received average to one decimal with the count and the
 * change against the previous 30 days, or "No ratings yet". Live on `rating.updated`.
 */
export function RatingStat({ href }: { href?: string }) {
  useRatingsLive();
  const { data, error } = useRatingSummary();
  const detail = data
    ? [
        data.count > 0 ? copy.detail(data.count) : null,
        data.change === null ? null : ratingChange(data.change),
      ]
        .filter(Boolean)
        .join(' · ') || undefined
    : undefined;
  return (
    <StatCard
      label={copy.label}
      value={
        data ? (data.average === null ? RATINGS_COMMON.noRatings : ratingFigure(data.average)) : undefined
      }
      detail={detail}
      href={href}
      problem={!data && error ? errorDetail(error) : undefined}
    />
  );
}
