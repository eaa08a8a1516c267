import { SparklesIcon, UserCogIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DashboardCard,
  DashboardCardEmpty,
  DashboardCardLink,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { MATCHED_LOADS as copy } from '@/content/matching';

import { useDashboardMatches } from '../hooks/use-dashboard-matches';
import { errorDetail } from '../utils/format';
import type { LoadSlots } from './load-slots';
import { MatchedLoadItem } from './matched-load-item';

function ProfileLink({ label }: { label: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={copy.profileHref}>
        <UserCogIcon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/**
 * The trucker dashboard's best matches (GET /api/trucker/matches, top 5 by score) with their reasons
 * and Book, and the way to all of them on Available Loads sorted by best match. Without a ready lane
 * profile it says so and links to it. The route keeps it live (the board's refresh on `loads`).
 */
export function MatchedLoadsCard(slots: LoadSlots) {
  const query = useDashboardMatches();
  const result = query.data;
  const origin = result?.deadheadOrigin?.label;

  return (
    <DashboardCard
      id="matched-loads-heading"
      heading={copy.heading}
      icon={SparklesIcon}
      description={result?.profileReady ? (origin ? copy.intro(origin) : copy.introNoOrigin) : null}
      footer={
        result && result.items.length > 0 ? (
          <DashboardCardLink to={copy.seeAllHref}>{copy.seeAll}</DashboardCardLink>
        ) : null
      }
    >
      {query.isPending ? (
        <DashboardCardLoading label={copy.loading} />
      ) : !result ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(query.error)}
          retryLabel={copy.retry}
          onRetry={() => void query.refetch()}
        />
      ) : !result.profileReady ? (
        <DashboardCardEmpty
          title={copy.notReady}
          hint={copy.notReadyHint}
          action={<ProfileLink label={copy.notReadyAction} />}
        />
      ) : result.items.length === 0 ? (
        <DashboardCardEmpty
          title={copy.empty}
          hint={copy.emptyHint}
          action={<ProfileLink label={copy.editProfile} />}
        />
      ) : (
        <ul aria-label={copy.listLabel} aria-busy={query.isFetching} className="flex flex-col divide-y">
          {result.items.map((load) => (
            <MatchedLoadItem key={load.id} load={load} {...slots} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
