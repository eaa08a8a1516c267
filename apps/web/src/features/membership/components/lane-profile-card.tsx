import { formatCents, type TruckerProfile } from '@haulclub/shared';
import { ArrowRightIcon, RouteIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { DashboardCard, DashboardCardEmpty, DashboardCardLoading } from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { LANE_PROFILE as copy, RETRY } from '@/content/membership';
import { useTruckerProfile } from '@/lib/trucker-profile';

import { errorMessage } from '../utils/server-errors';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ProfileFacts({ profile }: { profile: TruckerProfile }) {
  const { homeBaseCity: city, homeBaseState: state, preferredLanes: lanes } = profile;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      <Fact label={copy.homeBase}>{city && state ? `${city}, ${state}` : copy.notSet}</Fact>
      <Fact label={copy.truckType}>
        {profile.truckType ?? copy.notSet}
        {profile.equipmentDetails ? (
          <span className="block text-xs font-normal text-muted-foreground">{profile.equipmentDetails}</span>
        ) : null}
      </Fact>
      <Fact label={copy.maxRadius}>{copy.miles(profile.maxRadius)}</Fact>
      <Fact label={copy.minRate}>
        {profile.minRatePerMileCents === null
          ? copy.noMinRate
          : copy.perMile(formatCents(profile.minRatePerMileCents, { showCents: true }))}
      </Fact>
      <div className="col-span-2 flex flex-col gap-1">
        <dt className="text-xs text-muted-foreground">{copy.lanes}</dt>
        {lanes.length === 0 ? (
          <dd className="font-medium">{copy.noLanes}</dd>
        ) : (
          lanes.map((lane) => (
            <dd key={lane} className="font-medium">
              {lane}
            </dd>
          ))
        )}
      </div>
    </dl>
  );
}

/**
 * The trucker's lane profile from onboarding (GET /api/trucker/profile): home base, truck, radius,
 * minimum rate and preferred lanes. Read-only; a trucker who has not finished onboarding is sent there.
 */
export function LaneProfileCard() {
  const profile = useTruckerProfile();
  const { data } = profile;
  const incomplete = data && !data.homeBaseCity && !data.truckType;

  return (
    <DashboardCard
      id="lane-profile-heading"
      heading={copy.heading}
      icon={RouteIcon}
      description={data && !incomplete ? copy.intro : undefined}
    >
      {profile.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={2} />
      ) : !data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorMessage(profile.error)}
          retryLabel={RETRY}
          onRetry={() => void profile.refetch()}
        />
      ) : incomplete ? (
        <DashboardCardEmpty
          title={copy.incomplete.heading}
          hint={copy.incomplete.body}
          action={
            <Button asChild size="sm">
              <Link to={paths.onboarding.getHref()}>
                {copy.incomplete.action}
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          }
        />
      ) : (
        <ProfileFacts profile={data} />
      )}
    </DashboardCard>
  );
}
