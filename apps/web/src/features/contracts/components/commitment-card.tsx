import { FUTURES_TRUCK_TYPE_LABELS, formatCents, type ContractView } from '@haulclub/shared';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONTRACT_DETAIL, commitmentRef } from '@/content/contracts';

import { formatDay } from '../utils/format';

const copy = CONTRACT_DETAIL.commitment;

type CommitmentCardProps = {
  commitment: NonNullable<ContractView['commitment']>;
  totalCents: number;
};

/**
 * What a futures contract commits to (it has no load): the freight future or rate future, its lane,
 * truck type, rate per mile, miles, dates (freight futures) and the total.
 */
export function CommitmentCard({ commitment: c, totalCents }: CommitmentCardProps) {
  const dates = c.startDate && c.endDate ? `${formatDay(c.startDate)} – ${formatDay(c.endDate)}` : null;
  return (
    <Card role="region" aria-labelledby="contract-commitment" className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <CardTitle id="contract-commitment">{copy.heading}</CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        <p className="text-sm font-medium text-muted-foreground">{commitmentRef(c.kind, c.number)}</p>
        <p className="mb-3 text-lg font-semibold">
          {c.laneFrom} → {c.laneTo}
        </p>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Item label={copy.truckType} value={FUTURES_TRUCK_TYPE_LABELS[c.truckType]} />
          <Item
            label={copy.ratePerMile}
            value={copy.perMile(formatCents(c.ratePerMileCents, { showCents: true }))}
          />
          <Item label={copy.miles} value={c.miles.toLocaleString('en-US')} />
          {dates ? <Item label={copy.dates} value={dates} /> : null}
          <Item label={copy.total} value={formatCents(totalCents, { showCents: true })} />
        </dl>
      </CardContent>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
