import { formatCents } from '@haulclub/shared';
import { CheckIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BOOK_LOAD } from '@/content/loads';

import { isBookingOverlap, isLoadGone, useBookLoad } from '../api/book-load';
import { errorDetail, loadRef } from '../utils/format';

export interface BookLoadButtonProps {
  loadId: string;
  /** The rate the trucker saw; the server refuses the booking (409) if it has changed since. */
  rateCents: number;
  loadNumber: number;
  className?: string;
  size?: 'sm' | 'default';
}

/**
 * Books the load at the rate shown (POST /api/loads/:id/book), once: the button is disabled while the
 * request runs and a second click in the same instant is ignored. Booked → My bookings; taken, expired
 * or cancelled → the server's reason, and the load leaves the board. Overlapping another of the
 * trucker's bookings → a dialog with the server's reason; "Book anyway" retries with confirmOverlap.
 */
export function BookLoadButton({
  loadId,
  rateCents,
  loadNumber,
  className,
  size = 'default',
}: BookLoadButtonProps) {
  const navigate = useNavigate();
  const mutation = useBookLoad();
  const inFlight = useRef(false);
  const [overlap, setOverlap] = useState<string | null>(null);
  const ref = loadRef(loadNumber);

  const book = async (confirmOverlap = false) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const booking = await mutation.mutateAsync({ loadId, rateCents, confirmOverlap });
      setOverlap(null);
      toast.success(BOOK_LOAD.booked(ref, formatCents(booking.rateCents)));
      void navigate(BOOK_LOAD.bookingsHref);
    } catch (error) {
      setOverlap(null);
      if (isBookingOverlap(error)) setOverlap(errorDetail(error));
      else if (isLoadGone(error)) toast.error(errorDetail(error));
      else toast.error(BOOK_LOAD.failed, { description: errorDetail(error) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <>
      <Button
        size={size}
        className={className}
        disabled={mutation.isPending}
        aria-label={BOOK_LOAD.label(ref)}
        onClick={() => void book()}
      >
        <CheckIcon aria-hidden="true" />
        {mutation.isPending ? BOOK_LOAD.booking : BOOK_LOAD.book}
      </Button>
      <ConfirmDialog
        open={overlap !== null}
        onOpenChange={(open) => {
          if (!open) setOverlap(null);
        }}
        title={BOOK_LOAD.overlapTitle}
        description={overlap}
        cancelLabel={BOOK_LOAD.cancel}
        confirmLabel={BOOK_LOAD.bookAnyway}
        pendingLabel={BOOK_LOAD.booking}
        pending={mutation.isPending}
        onConfirm={() => void book(true)}
      />
    </>
  );
}
