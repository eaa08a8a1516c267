import type { ReactNode } from 'react';

/** The heading of a bookings page, with its intro and an optional action. */
export function BookingsHeading({
  heading,
  intro,
  action,
}: {
  heading: string;
  intro: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-sm text-pretty text-muted-foreground sm:text-base">{intro}</p>
      </div>
      {action}
    </div>
  );
}
