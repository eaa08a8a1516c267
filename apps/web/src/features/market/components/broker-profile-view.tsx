import { UserXIcon } from 'lucide-react';

import { PageTitle } from '@/components/layout/page-title';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { BROKER_PROFILE } from '@/content/market';
import { isApiError } from '@/lib/api-client';

import { useBrokerProfile } from '../api/get-broker-profile';
import { BrokerProfileLanes } from './broker-profile-lanes';
import { BrokerProfileHeader, BrokerProfileStanding } from './broker-profile-summary';

/** /brokers/:id: who the broker is, how their rates compare, how truckers rate them, and their lanes. */
export function BrokerProfileView({ id }: { id: string }) {
  const query = useBrokerProfile(id);
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {BROKER_PROFILE.loading}
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (query.data === undefined) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageTitle title={BROKER_PROFILE.fallbackTitle} />
        {missing ? (
          <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed p-5">
            <UserXIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            <h1 className="text-xl font-semibold">{BROKER_PROFILE.notFound}</h1>
            <p className="text-sm text-muted-foreground">{BROKER_PROFILE.notFoundHint}</p>
          </div>
        ) : (
          <QueryProblem
            title={BROKER_PROFILE.loadError}
            detail={isApiError(query.error) ? query.error.detail : BROKER_PROFILE.loadError}
            retryLabel={BROKER_PROFILE.retry}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    );
  }
  const profile = query.data;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageTitle title={BROKER_PROFILE.title(profile.companyName)} />
      <BrokerProfileHeader profile={profile} />
      <BrokerProfileStanding profile={profile} />
      <section aria-labelledby="broker-lanes" className="flex flex-col gap-3">
        <h2 id="broker-lanes" className="text-lg font-semibold">
          {BROKER_PROFILE.lanesHeading}
        </h2>
        <BrokerProfileLanes lanes={profile.topLanes} />
      </section>
    </div>
  );
}
