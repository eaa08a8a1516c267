import { TRUCK_TYPE_CATALOGUE, formatCents, type TruckerProfile } from '@haulclub/shared';
import { ArrowRightIcon, RouteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DashboardCard,
  DashboardCardEmpty,
  DashboardCardLink,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { LANE_PROFILE_CARD as copy } from '@/content/lane-profile';
import { LANE_PROFILE, RETRY } from '@/content/membership';
import { formatDateTime } from '@/lib/format';
import { useTruckerProfile } from '@/lib/trucker-profile';

import { useLaneProfileLive } from '../hooks/use-lane-profile-live';
import { alertsText, availabilityText, laneText } from '../utils/lane-profile-summary';
import { errorMessage } from '../utils/server-errors';

const truckTypeLabel = (code: string) => TRUCK_TYPE_CATALOGUE.find((t) => t.code === code)?.label ?? code;

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 flex min-w-0 flex-col gap-0.5' : 'flex min-w-0 flex-col gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      {children}
    </div>
  );
}

function ProfileFacts({ profile }: { profile: TruckerProfile }) {
  const { homeBaseCity: city, homeBaseState: state, currentLocation: current, lanes } = profile;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      <Fact label={copy.homeBase}>
        <dd className="font-medium">{city && state ? `${city}, ${state}` : copy.notSet}</dd>
      </Fact>
      {current ? (
        <Fact label={copy.currentLocation}>
          <dd className="font-medium">
            {copy.emptyFrom(current.label, formatDateTime(current.availableFrom))}
          </dd>
        </Fact>
      ) : null}
      <Fact label={copy.truckTypes} wide={!current}>
        <dd className="font-medium">
          {profile.truckTypes.length > 0 ? profile.truckTypes.map(truckTypeLabel).join(', ') : copy.notSet}
          {profile.equipmentDetails ? (
            <span className="block text-xs font-normal text-muted-foreground">
              {profile.equipmentDetails}
            </span>
          ) : null}
        </dd>
      </Fact>
      <Fact label={copy.maxRadius}>
        <dd className="font-medium">{LANE_PROFILE.miles(profile.maxRadius)}</dd>
      </Fact>
      <Fact label={copy.minRate}>
        <dd className="font-medium">
          {profile.minRatePerMileCents === null
            ? LANE_PROFILE.noMinRate
            : LANE_PROFILE.perMile(formatCents(profile.minRatePerMileCents, { showCents: true }))}
        </dd>
      </Fact>
      <Fact label={copy.lanes} wide>
        {lanes.length === 0 ? <dd className="font-medium">{copy.noLanes}</dd> : null}
        {lanes.map((lane) => (
          <dd key={laneText(lane)} className="font-medium">
            {laneText(lane)}
          </dd>
        ))}
        {profile.preferredLanes.length > 0 ? (
          <dd className="text-xs text-muted-foreground">{copy.unlocated(profile.preferredLanes.length)}</dd>
        ) : null}
      </Fact>
      <Fact label={copy.availability} wide>
        <dd className="font-medium">{availabilityText(profile.availability)}</dd>
      </Fact>
      <Fact label={copy.alerts} wide>
        <dd className="font-medium">{alertsText(profile.alerts)}</dd>
      </Fact>
    </dl>
  );
}

/**
 * The trucker's lane profile (GET /api/trucker/profile): where the truck is, what it runs, radius,
 * minimum rate, lanes, availability and alerts, with a link to edit it. A trucker who has not
 * finished onboarding is sent there.
 */
export function LaneProfileCard() {
  const profile = useTruckerProfile();
  useLaneProfileLive();
  const { data } = profile;
  const incomplete = data && !data.homeBaseCity && data.truckTypes.length === 0;

  return (
    <DashboardCard
      id="lane-profile-heading"
      heading={copy.heading}
      icon={RouteIcon}
      description={data && !incomplete ? copy.intro : undefined}
    >
      {profile.isPending ? (
        <DashboardCardLoading label={LANE_PROFILE.loading} rows={2} />
      ) : !data ? (
        <QueryProblem
          title={LANE_PROFILE.loadError}
          detail={errorMessage(profile.error)}
          retryLabel={RETRY}
          onRetry={() => void profile.refetch()}
        />
      ) : incomplete ? (
        <DashboardCardEmpty
          title={LANE_PROFILE.incomplete.heading}
          hint={LANE_PROFILE.incomplete.body}
          action={
            <Button asChild size="sm">
              <Link to={paths.onboarding.getHref()}>
                {LANE_PROFILE.incomplete.action}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          <ProfileFacts profile={data} />
          <DashboardCardLink to={paths.trucker.profile.getHref()}>{copy.edit}</DashboardCardLink>
        </div>
      )}
    </DashboardCard>
  );
}
