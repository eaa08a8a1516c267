import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DELIVER_DIALOG } from '@/content/bookings';

import { DeliverForm } from './deliver-form';

type DeliverDialogProps = {
  bookingId: string;
  loadRef: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** "Mark HC-1042 delivered": a required proof-of-delivery note and an optional photo. */
export function DeliverDialog({ bookingId, loadRef, open, onOpenChange }: DeliverDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DELIVER_DIALOG.title(loadRef)}</DialogTitle>
          <DialogDescription>{DELIVER_DIALOG.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        {open ? (
          <DeliverForm
            bookingId={bookingId}
            loadRef={loadRef}
            onDone={() => {
              onOpenChange(false);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
