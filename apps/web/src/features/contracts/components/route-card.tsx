import type { ContractView } from '@haulclub/shared';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CONTRACT_DETAIL } from '@/content/contracts';

import { formatWindow } from '../utils/format';

const copy = CONTRACT_DETAIL.route;

/** Where and when: pickup → delivery with their windows, miles and equipment. */
export function RouteCard({ load }: { load: NonNullable<ContractView['load']> }) {
  return (
    <Card role="region" aria-labelledby="contract-route" className="gap-4 p-4 sm:p-6">
      <CardHeader>
        <CardTitle id="contract-route">{copy.heading}</CardTitle>
      </CardHeader>
      <CardContent className="p-0">
        <p className="mb-3 text-lg font-semibold">
          {load.pickup.city}, {load.pickup.state} → {load.delivery.city}, {load.delivery.state}
        </p>
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
          <Item label={copy.pickup} value={formatWindow(load.pickupWindowStart, load.pickupWindowEnd)} />
          <Item
            label={copy.delivery}
            value={formatWindow(load.deliveryWindowStart, load.deliveryWindowEnd)}
          />
          <Item label={copy.miles} value={load.miles.toLocaleString('en-US')} />
          <Item label={copy.equipment} value={load.equipment} />
          <Item label={copy.load} value={`HC-${String(load.number)} · ${load.commodity}`} />
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
