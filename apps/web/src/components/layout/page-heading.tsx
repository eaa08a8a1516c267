import type { ReactNode } from 'react';

/** The h1 of an app page, with an optional intro under it and an optional action beside it. */
export function PageHeading({
  heading,
  intro,
  action,
}: {
  heading: string;
  intro?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        {intro ? <p className="text-sm text-pretty text-muted-foreground sm:text-base">{intro}</p> : null}
      </div>
      {action}
    </div>
  );
}
