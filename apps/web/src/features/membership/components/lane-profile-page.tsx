import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { DashboardCardLoading } from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { LANE_PROFILE_PAGE as copy } from '@/content/lane-profile';
import { RETRY } from '@/content/membership';
import { useTruckerProfile } from '@/lib/trucker-profile';

import { useLaneProfileLive } from '../hooks/use-lane-profile-live';
import { errorMessage } from '../utils/server-errors';
import { LaneProfileForm } from './lane-profile-form';

/** /trucker/profile: heading, then the form once the profile is loaded (or why it is not). */
export function LaneProfilePage() {
  const profile = useTruckerProfile();
  useLaneProfileLive();
  const { data } = profile;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-2 text-muted-foreground">{copy.intro}</p>
      </div>
      {profile.isPending ? (
        <DashboardCardLoading label={copy.loading} rows={4} />
      ) : !data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorMessage(profile.error)}
          retryLabel={RETRY}
          onRetry={() => void profile.refetch()}
        />
      ) : data.truckTypes.length === 0 || !data.homeBaseCity ? (
        <div className="flex flex-col items-start gap-3">
          <p>{copy.notOnboarded}</p>
          <Button asChild size="sm">
            <Link to={paths.onboarding.getHref()}>
              {copy.finishOnboarding}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : (
        <LaneProfileForm key={data.userId} profile={data} />
      )}
    </div>
  );
}
