import { InfoIcon } from 'lucide-react';

import { MARKET_TEXT } from '@/content/market';
import { cn } from '@/lib/cn';

type NotEnoughDataProps = {
  /** The floor a figure must clear (the API sends the current admin settings). */
  floor?: { minBookings: number; minBrokers: number } | undefined;
  /** What the window has so far. */
  counts?: { bookings: number; brokers: number } | undefined;
  className?: string;
};

/** "Not enough data yet", and when given, the floor and the counts so far, instead of a figure. */
export function NotEnoughData({ floor, counts, className }: NotEnoughDataProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1 text-sm', className)}>
      <p className="flex items-center gap-1.5 font-medium text-muted-foreground">
        <InfoIcon aria-hidden="true" className="size-4 shrink-0" />
        {MARKET_TEXT.notEnoughData}
      </p>
      {floor || counts ? (
        <p className="text-xs break-words text-muted-foreground">
          {counts ? MARKET_TEXT.soFar(counts.bookings, counts.brokers) : null}
          {floor && counts ? ' ' : null}
          {floor ? MARKET_TEXT.floorExplained(floor.minBookings, floor.minBrokers) : null}
        </p>
      ) : null}
    </div>
  );
}
