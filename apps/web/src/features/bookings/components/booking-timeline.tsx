import type { BookingView } from '@haulclub/shared';
import { CircleCheckIcon, CircleIcon, CircleXIcon } from 'lucide-react';

import { BOOKINGS_COMMON } from '@/content/bookings';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

type Step = { label: string; at: string | null; cancelled?: boolean };

function steps(booking: BookingView): Step[] {
  const t = BOOKINGS_COMMON.timeline;
  const list: Step[] = [
    { label: t.booked, at: booking.bookedAt },
    { label: t.pickedUp, at: booking.pickedUpAt },
    { label: t.delivered, at: booking.deliveredAt },
    { label: t.confirmed, at: booking.confirmedAt },
  ];
  if (!booking.cancelledAt) return list;
  // A cancelled booking stops where it was: the steps that happened, then the cancellation.
  return [
    ...list.filter((step) => step.at),
    { label: t.cancelled, at: booking.cancelledAt, cancelled: true },
  ];
}

/** Booked → picked up → delivered → confirmed, with the time of each step in the viewer's zone. */
export function BookingTimeline({ booking, label }: { booking: BookingView; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-2 text-sm sm:grid-cols-4">
      {steps(booking).map((step) => {
        const Icon = step.cancelled ? CircleXIcon : step.at ? CircleCheckIcon : CircleIcon;
        return (
          <li key={step.label} className="flex items-start gap-2">
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-4 shrink-0',
                step.cancelled ? 'text-destructive' : step.at ? 'text-success' : 'text-muted-foreground',
              )}
            />
            <div className="flex flex-col">
              <span className={cn('font-medium', !step.at && 'text-muted-foreground')}>{step.label}</span>
              {step.at ? (
                <time dateTime={step.at} className="text-muted-foreground">
                  {formatDateTime(step.at)}
                </time>
              ) : (
                <span className="text-muted-foreground">{BOOKINGS_COMMON.notYet}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
