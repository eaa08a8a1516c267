import type { BookingView } from '@haulclub/shared';
import { CircleCheckIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BROKER_BOOKINGS, loadRef } from '@/content/bookings';

import { useConfirmDelivery } from '../api/confirm-delivery';
import { errorDetail } from '../utils/format';
import { ContractLink } from './contract-link';
import { MessageLink } from './message-link';

const copy = BROKER_BOOKINGS.actions;

/** "Confirm delivery" once the trucker marked the load delivered, and a link to the trucker chat. */
export function BrokerBookingActions({ booking }: { booking: BookingView }) {
  const confirm = useConfirmDelivery();
  const ref = loadRef(booking.load.number);

  return (
    <>
      {booking.stage === 'delivered' ? (
        <Button
          size="sm"
          aria-label={copy.confirmLabel(ref)}
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(booking.id, {
              onSuccess: () => toast.success(copy.confirmed(ref)),
              onError: (error) => toast.error(copy.confirmFailed, { description: errorDetail(error) }),
            })
          }
        >
          <CircleCheckIcon aria-hidden="true" />
          {confirm.isPending ? copy.confirmPending : copy.confirm}
        </Button>
      ) : null}
      {booking.threadId ? (
        <MessageLink
          href={`${paths.broker.chat.getHref()}?thread=${encodeURIComponent(booking.threadId)}`}
          label={copy.messageTrucker}
          accessibleName={copy.messageTruckerLabel(booking.trucker.name, ref)}
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
