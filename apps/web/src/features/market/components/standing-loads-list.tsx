import type { BrokerFairnessDetail } from '@haulclub/shared';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { BROKER_STANDING, perMile } from '@/content/market';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

type StandingLoad = BrokerFairnessDetail['loads'][number];

function Cell({ label, children, className }: { label: string; children: string; className?: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('font-medium tabular-nums', className)}>{children}</dd>
    </div>
  );
}

function StandingLoadItem({ load }: { load: StandingLoad }) {
  const ref = BROKER_STANDING.loadRef(load.number);
  const tone = load.diffPercent < 0 ? 'text-red-700' : load.diffPercent > 0 ? 'text-green-700' : undefined;
  return (
    <li
      aria-label={BROKER_STANDING.loadLabel(ref)}
      className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-primary">{ref}</span>
        <span className="min-w-0 break-words">
          {BROKER_STANDING.lane(load.origin.label, load.destination.label)}
        </span>
        <span className="text-muted-foreground">{load.equipment}</span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Cell label={BROKER_STANDING.posted}>{formatDateTime(load.postedAt)}</Cell>
        <Cell label={BROKER_STANDING.yourRate}>{perMile(load.ratePerMileCents)}</Cell>
        <Cell label={BROKER_STANDING.laneAverage}>{perMile(load.laneAverageCents)}</Cell>
        <Cell label={BROKER_STANDING.difference} {...(tone ? { className: tone } : {})}>
          {BROKER_STANDING.diff(load.diffPercent)}
        </Cell>
      </dl>
    </li>
  );
}

/** How many loads show before "Show all": the lowest ones, which pulled the standing down most. */
export const STANDING_LOADS_SHOWN = 20;

/**
 * The loads behind the standing, lowest against their lane first (the API's order; it sends at most
 * 100, so `comparedLoads` can be more than the list holds).
 */
export function StandingLoadsList({
  loads,
  comparedLoads,
}: {
  loads: StandingLoad[];
  comparedLoads: number;
}) {
  const [all, setAll] = useState(false);
  if (loads.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {BROKER_STANDING.loadsEmpty}
      </p>
    );
  const shown = all ? loads : loads.slice(0, STANDING_LOADS_SHOWN);
  return (
    <div className="flex flex-col gap-3">
      {comparedLoads > loads.length ? (
        <p className="text-sm text-muted-foreground">
          {BROKER_STANDING.partial(loads.length, comparedLoads)}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {shown.map((load) => (
          <StandingLoadItem key={load.loadId} load={load} />
        ))}
      </ul>
      {shown.length < loads.length ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => {
            setAll(true);
          }}
        >
          {BROKER_STANDING.showMore(loads.length - shown.length)}
        </Button>
      ) : null}
    </div>
  );
}
