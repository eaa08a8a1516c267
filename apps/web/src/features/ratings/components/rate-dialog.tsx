import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { RATE_DIALOG as copy, RATINGS_COMMON } from '@/content/ratings';
import { formatDateTime } from '@/lib/format';

import { useBookingRatings } from '../api/get-booking-ratings';
import { errorDetail } from '../utils/format';
import { RateForm } from './rate-form';

type RateDialogProps = {
  bookingId: string;
  loadRef: string;
  /** Whom the caller rates: "the broker", or the trucker's name. */
  whom: string;
  /** Whether the caller has rated already (the dialog then loads their stars and comment to edit). */
  editing: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Rate the broker for HC-1042": stars and a comment; editing loads the caller's rating first. */
export function RateDialog({ bookingId, loadRef, whom, editing, open, onOpenChange }: RateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? copy.titleEdit(whom, loadRef) : copy.titleNew(whom, loadRef)}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved rating. */}
        {open ? (
          <RateDialogBody
            bookingId={bookingId}
            loadRef={loadRef}
            editing={editing}
            onDone={() => {
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RateDialogBody({
  bookingId,
  loadRef,
  editing,
  onDone,
}: {
  bookingId: string;
  loadRef: string;
  editing: boolean;
  onDone: () => void;
}) {
  const query = useBookingRatings(bookingId, editing);
  if (!editing) return <RateForm bookingId={bookingId} loadRef={loadRef} mine={null} onDone={onDone} />;
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-28" />
      </div>
    );
  if (!query.data)
    return (
      <QueryProblem
        title={copy.failed}
        detail={errorDetail(query.error)}
        retryLabel={RATINGS_COMMON.retry}
        onRetry={() => void query.refetch()}
      />
    );
  const mine = query.data.mine;
  return (
    <>
      {mine ? (
        <p className="text-sm text-muted-foreground">
          {copy.editableUntil(formatDateTime(mine.editableUntil))}
        </p>
      ) : null}
      <RateForm bookingId={bookingId} loadRef={loadRef} mine={mine} onDone={onDone} />
    </>
  );
}
