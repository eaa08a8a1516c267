import { formatCents, type TruckerLoad } from '@haulclub/shared';
import type { ReactNode } from 'react';

import { BrokerNameLink } from '@/components/market/broker-name-link';
import { FairnessBadge } from '@/components/market/fairness-badge';
import { LOAD_FACTS, LOAD_TEXT } from '@/content/loads';
import { cn } from '@/lib/cn';

import { formatRatePerMile, formatWindow } from '../utils/format';

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('flex min-w-0 flex-col', wide && 'col-span-2')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

const stop = (place: TruckerLoad['pickup']) => `${LOAD_TEXT.place(place.city, place.state)} ${place.zip}`;

/** A load's facts as a description list; `detailed` adds the exact places, the rate (the card shows it in its header) and the notes. */
export function LoadFacts({ load, detailed = false }: { load: TruckerLoad; detailed?: boolean }) {
  const size = [LOAD_TEXT.weight(load.weightLbs), load.lengthFt ? LOAD_TEXT.length(load.lengthFt) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
      {detailed ? (
        <>
          <Fact label={LOAD_FACTS.pickup} wide>
            {stop(load.pickup)}
          </Fact>
          <Fact label={LOAD_FACTS.delivery} wide>
            {stop(load.delivery)}
          </Fact>
        </>
      ) : null}
      <Fact label={LOAD_FACTS.pickupWindow} wide>
        {formatWindow(load.pickupWindowStart, load.pickupWindowEnd)}
      </Fact>
      <Fact label={LOAD_FACTS.deliveryWindow} wide>
        {formatWindow(load.deliveryWindowStart, load.deliveryWindowEnd)}
      </Fact>
      {detailed ? (
        <>
          <Fact label={LOAD_FACTS.rate}>{formatCents(load.rateCents)}</Fact>
          <Fact label={LOAD_FACTS.ratePerMile}>{formatRatePerMile(load.ratePerMileCents)}</Fact>
        </>
      ) : null}
      <Fact label={LOAD_FACTS.miles}>{LOAD_TEXT.miles(load.miles)}</Fact>
      <Fact label={LOAD_FACTS.deadhead}>
        {load.deadheadMiles === null ? LOAD_TEXT.none : LOAD_TEXT.miles(load.deadheadMiles)}
      </Fact>
      <Fact label={LOAD_FACTS.equipment}>{load.equipment}</Fact>
      <Fact label={LOAD_FACTS.weight}>{size}</Fact>
      <Fact label={LOAD_FACTS.commodity} wide>
        {load.commodity}
      </Fact>
      <Fact label={LOAD_FACTS.broker} wide>
        <BrokerNameLink id={load.broker.id} name={load.broker.companyName} /> ·{' '}
        {LOAD_TEXT.mc(load.broker.mcNumber)}{' '}
        <FairnessBadge fairness={load.brokerFairness} className="align-middle" />
      </Fact>
      {detailed ? (
        <div className="col-span-2 flex flex-col sm:col-span-4">
          <dt className="text-xs text-muted-foreground">{LOAD_FACTS.notes}</dt>
          <dd className="whitespace-pre-line">{load.notes ?? LOAD_TEXT.none}</dd>
        </div>
      ) : null}
    </dl>
  );
}
