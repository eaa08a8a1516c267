import { MapPinIcon, SearchIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DashboardCard,
  DashboardCardLink,
  DashboardCardEmpty,
  DashboardCardLoading,
} from '@/components/ui/dashboard-card';
import { QueryProblem } from '@/components/ui/query-problem';
import { LOAD_TEXT, NEARBY_LOADS as copy } from '@/content/loads';

import { useBoardLiveRefresh } from '../hooks/use-board-live-refresh';
import { useNearbyLoads } from '../hooks/use-nearby-loads';
import { useNow } from '../hooks/use-now';
import { errorDetail, isUnexpired } from '../utils/format';
import { NearbyLoadItem } from './nearby-load-item';

/**
 * The trucker dashboard's five loads nearest the home base, each with Book, and the Available Loads
 * link with the same filters. Live on the `loads` topic (this card keeps `NearbyLoadsStat` current too:
 * both read one search). A load leaves the moment its countdown reaches zero.
 */
export function NearbyLoadsCard() {
  useBoardLiveRefresh();
  const nearby = useNearbyLoads();
  const now = useNow();
  const { area, anywhere, loads } = nearby;
  const visible = loads.data?.items.filter((load) => isUnexpired(load.expiresAt, now)) ?? [];
  const total = loads.data ? Math.max(0, loads.data.total - (loads.data.items.length - visible.length)) : 0;
  const widen = (
    <Button asChild size="sm" variant="outline">
      <Link to={nearby.boardHref}>
        <SearchIcon aria-hidden="true" />
        {copy.widen}
      </Link>
    </Button>
  );

  return (
    <DashboardCard
      id="nearby-loads-heading"
      heading={anywhere ? copy.headingAnywhere : copy.heading}
      icon={MapPinIcon}
      description={area ? copy.intro(area.radius, area.place) : anywhere ? copy.introAnywhere : null}
      footer={
        visible.length > 0 ? (
          <DashboardCardLink to={nearby.boardHref}>{copy.seeAll(total)}</DashboardCardLink>
        ) : null
      }
    >
      {nearby.isPending ? (
        <DashboardCardLoading label={copy.loading} />
      ) : nearby.error ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(nearby.error)}
          retryLabel={LOAD_TEXT.retry}
          onRetry={nearby.retry}
        />
      ) : visible.length === 0 ? (
        <DashboardCardEmpty
          title={area ? copy.empty(area.radius, area.place) : copy.emptyAnywhere}
          hint={area ? copy.emptyHint : copy.emptyHintAnywhere}
          action={widen}
        />
      ) : (
        <ul
          aria-label={copy.listLabel}
          aria-busy={loads.isPlaceholderData}
          className="flex flex-col divide-y"
        >
          {visible.map((load) => (
            <NearbyLoadItem key={load.id} load={load} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
