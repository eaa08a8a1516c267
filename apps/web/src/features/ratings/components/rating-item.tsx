import type { RatingView } from '@haulclub/shared';

import { loadRef } from '@/content/bookings';
import { RECEIVED_RATINGS as copy } from '@/content/ratings';

import { formatDay } from '../utils/format';
import { Stars } from './stars';

/** One received rating: stars, comment, the load and lane, who gave it and when. */
export function RatingItem({ rating }: { rating: RatingView }) {
  return (
    <li className="flex min-w-0 flex-col gap-1.5 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Stars stars={rating.stars} />
        <time dateTime={rating.updatedAt} className="text-sm text-muted-foreground">
          {formatDay(rating.updatedAt)}
        </time>
      </div>
      {rating.comment ? <p className="text-sm break-words whitespace-pre-line">{rating.comment}</p> : null}
      <p className="text-sm break-words text-muted-foreground">
        <span className="font-semibold text-primary">{loadRef(rating.loadNumber)}</span> · {rating.lane} ·{' '}
        {copy.from(rating.rater.name, rating.rater.companyName)}
      </p>
    </li>
  );
}
