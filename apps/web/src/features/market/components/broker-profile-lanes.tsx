import type { BrokerProfile } from '@haulclub/shared';

import { NotEnoughData } from '@/components/market/not-enough-data';
import { BROKER_PROFILE, LANE_RATES, MARKET_TEXT, perMile } from '@/content/market';

type TopLane = BrokerProfile['topLanes'][number];

function LaneItem({ lane }: { lane: TopLane }) {
  const name = LANE_RATES.lane(lane.origin.label, lane.destination.label);
  const figures = lane.lane;
  return (
    <li
      aria-label={`${name}, ${lane.equipment}`}
      className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="min-w-0 font-medium break-words">{name}</span>
        <span className="text-muted-foreground">{lane.equipment}</span>
        <span className="text-muted-foreground">· {BROKER_PROFILE.laneLoads(lane.loads)}</span>
      </p>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col">
          <dt className="text-xs text-muted-foreground">{BROKER_PROFILE.theirAverage}</dt>
          <dd className="font-medium tabular-nums">{perMile(lane.averageRatePerMileCents)}</dd>
        </div>
        <div className="flex min-w-0 flex-col">
          <dt className="text-xs text-muted-foreground">{BROKER_PROFILE.laneAverage}</dt>
          <dd className="font-medium tabular-nums">
            {figures.enoughData && figures.averageCents !== null ? (
              <>
                {perMile(figures.averageCents)}{' '}
                <span className="text-xs font-normal text-muted-foreground">
                  ({MARKET_TEXT.bookingsFromBrokers(figures.bookings, figures.brokers)})
                </span>
              </>
            ) : (
              <NotEnoughData counts={{ bookings: figures.bookings, brokers: figures.brokers }} />
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The broker's most posted lanes of 90 days: their average rate next to the lane's 90-day average. */
export function BrokerProfileLanes({ lanes }: { lanes: TopLane[] }) {
  if (lanes.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {BROKER_PROFILE.lanesEmpty}
      </p>
    );
  return (
    <ul className="flex flex-col gap-2">
      {lanes.map((lane) => (
        <LaneItem key={`${lane.origin.market}-${lane.destination.market}-${lane.equipment}`} lane={lane} />
      ))}
    </ul>
  );
}
