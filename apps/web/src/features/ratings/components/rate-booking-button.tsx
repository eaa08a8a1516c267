import type { BookingRatingState } from '@haulclub/shared';
import { StarIcon } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { RATE_DIALOG as copy } from '@/content/ratings';

import { RateDialog } from './rate-dialog';

type RateBookingButtonProps = {
  bookingId: string;
  loadRef: string;
  /** Whom the caller rates: "the broker", or the trucker's name. */
  whom: string;
  rating: BookingRatingState;
};

/**
 * A booking's rating action: "Rate" while the caller may rate, "Rated ★4" (opens the edit) while they
 * may still change it, "Rated ★4" as text once they no longer can; and the other party's stars once given.
 */
export function RateBookingButton({ bookingId, loadRef, whom, rating }: RateBookingButtonProps) {
  const [open, setOpen] = useState(false);
  const { mine, theirs, canRate } = rating;
  if (!canRate && mine === null && theirs === null) return null;
  return (
    <>
      {canRate ? (
        <Button
          size="sm"
          variant={mine === null ? 'default' : 'outline'}
          aria-haspopup="dialog"
          aria-label={mine === null ? copy.rateLabel(loadRef, whom) : copy.ratedLabel(loadRef, mine)}
          onClick={() => {
            setOpen(true);
          }}
        >
          <StarIcon aria-hidden="true" />
          {mine === null ? copy.rate : copy.rated(mine)}
        </Button>
      ) : mine !== null ? (
        <span className="text-sm font-medium">{copy.rated(mine)}</span>
      ) : null}
      {theirs !== null ? (
        <span className="text-sm text-muted-foreground">{copy.theirRating(theirs)}</span>
      ) : null}
      {canRate ? (
        <RateDialog
          bookingId={bookingId}
          loadRef={loadRef}
          whom={whom}
          editing={mine !== null}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
