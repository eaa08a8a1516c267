import { formatCents, splitAmount, splitPercent, type SplitParty } from '@haulclub/shared';

import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EXAMPLE_LOAD_CENTS, SPLIT_PARTIES } from '@/content/pricing';
import { cn } from '@/lib/cn';

const ORDER: readonly SplitParty[] = ['trucker', 'broker', 'platform'];
const BAR_COLOURS: Record<SplitParty, string> = {
  trucker: 'bg-primary',
  broker: 'bg-ink',
  platform: 'bg-highlight',
};

/** The split of an example load, computed with the shared splitAmount() so it is always exact. */
export function RevenueSplit({ totalCents = EXAMPLE_LOAD_CENTS }: { totalCents?: number }) {
  const split = splitAmount(totalCents);
  const total = formatCents(totalCents);
  return (
    <Card className="mx-auto max-w-3xl gap-6">
      <CardHeader>
        <CardTitle>On a {total} load</CardTitle>
        <CardDescription>Trucker, broker and platform shares of the total.</CardDescription>
      </CardHeader>
      <div className="flex h-3 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {ORDER.map((party) => (
          <div
            key={party}
            className={BAR_COLOURS[party]}
            style={{ width: `${String(splitPercent(party))}%` }}
          />
        ))}
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        {ORDER.map((party) => (
          <div key={party} className="rounded-lg border p-4" data-testid={`split-${party}`}>
            <dt className="flex items-center gap-2 text-sm font-semibold">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', BAR_COLOURS[party])} />
              {SPLIT_PARTIES[party].label}
              <span className="ml-auto text-muted-foreground">{splitPercent(party)}%</span>
            </dt>
            <dd className="mt-2 text-3xl font-bold tracking-tight">{formatCents(split[party])}</dd>
            <dd className="mt-1 text-sm text-muted-foreground">{SPLIT_PARTIES[party].description}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
