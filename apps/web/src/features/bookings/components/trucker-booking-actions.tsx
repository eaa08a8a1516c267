import type { BookingView } from '@haulclub/shared';
import { PackageCheckIcon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadRef, TRUCKER_BOOKINGS } from '@/content/bookings';

import { useMarkPickedUp } from '../api/mark-picked-up';
import { errorDetail } from '../utils/format';
import { DeliverDialog } from './deliver-dialog';
import { ContractLink } from './contract-link';
import { MessageLink } from './message-link';

const copy = TRUCKER_BOOKINGS.actions;

/** The trucker's next step on a booking (picked up, then delivered) and a link to the broker chat. */
export function TruckerBookingActions({ booking }: { booking: BookingView }) {
  const pickup = useMarkPickedUp();
  const [delivering, setDelivering] = useState(false);
  const ref = loadRef(booking.load.number);

  return (
    <>
      {booking.stage === 'booked' ? (
        <Button
          size="sm"
          aria-label={copy.pickupLabel(ref)}
          disabled={pickup.isPending}
          onClick={() =>
            pickup.mutate(booking.id, {
              onSuccess: () => toast.success(copy.pickedUp(ref)),
              onError: (error) => toast.error(copy.pickupFailed, { description: errorDetail(error) }),
            })
          }
        >
          <TruckIcon aria-hidden="true" />
          {pickup.isPending ? copy.pickupPending : copy.pickup}
        </Button>
      ) : null}
      {booking.stage === 'in_transit' ? (
        <>
          <Button size="sm" aria-label={copy.deliverLabel(ref)} onClick={() => setDelivering(true)}>
            <PackageCheckIcon aria-hidden="true" />
            {copy.deliver}
          </Button>
          <DeliverDialog
            bookingId={booking.id}
            loadRef={ref}
            open={delivering}
            onOpenChange={setDelivering}
          />
        </>
      ) : null}
      {booking.threadId ? (
        <MessageLink
          href={`${paths.trucker.chat.getHref()}?thread=${encodeURIComponent(booking.threadId)}`}
          label={copy.messageBroker}
          accessibleName={copy.messageBrokerLabel(ref)}
        />
      ) : null}
      <ContractLink
        contractId={booking.contractId}
        label={copy.contract}
        accessibleName={copy.contractLabel(ref)}
      />
    </>
  );
}
