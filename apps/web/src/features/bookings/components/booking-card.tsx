import type { BookingView } from '@haulclub/shared';
import { AlertTriangleIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { BOOKINGS_COMMON, loadRef } from '@/content/bookings';

import { formatLane } from '../utils/format';
import { BookingContact } from './booking-contact';
import { BookingStageBadge } from './booking-stage-badge';
import { BookingSummary } from './booking-summary';
import { BookingTimeline } from './booking-timeline';
import { ProofOfDelivery } from './proof-of-delivery';

type BookingCardProps = {
  booking: BookingView;
  /** Whose contact details to show: the trucker sees the broker, the broker sees the trucker. */
  counterpart: 'broker' | 'trucker';
  actions?: ReactNode;
};

/**
 * One booking: reference, lane, stage, rate, windows, the other party, timeline, proof of delivery;
 * for the trucker, a notice while the broker is suspended.
 */
export function BookingCard({ booking, counterpart, actions }: BookingCardProps) {
  const titleId = useId();
  const ref = loadRef(booking.load.number);
  const contact = counterpart === 'broker' ? booking.broker : booking.trucker;
  return (
    <Card aria-labelledby={titleId} className="gap-5 p-4 sm:p-6" role="article">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2 id={titleId} className="flex flex-col text-base leading-tight font-semibold sm:text-lg">
          <span className="text-sm font-semibold text-primary">{ref}</span>{' '}
          <span>{formatLane(booking.load)}</span>
        </h2>
        <BookingStageBadge stage={booking.stage} />
      </div>
      {counterpart === 'broker' && booking.brokerSuspended ? (
        <Alert role="status">
          <AlertTriangleIcon aria-hidden="true" className="text-amber-600" />
          <div>
            <AlertTitle>{BOOKINGS_COMMON.brokerSuspended.title}</AlertTitle>
            <AlertDescription>{BOOKINGS_COMMON.brokerSuspended.body}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      <BookingSummary booking={booking} />
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <BookingContact
          heading={counterpart === 'broker' ? BOOKINGS_COMMON.broker : BOOKINGS_COMMON.trucker}
          contact={contact}
        />
        <BookingTimeline booking={booking} label={BOOKINGS_COMMON.timelineLabel(ref)} />
      </div>
      {booking.cancelReason ? (
        <p className="text-sm text-muted-foreground">{BOOKINGS_COMMON.cancelReason(booking.cancelReason)}</p>
      ) : null}
      <ProofOfDelivery booking={booking} loadRef={ref} />
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 border-t pt-4 empty:hidden">{actions}</div>
      ) : null}
    </Card>
  );
}
