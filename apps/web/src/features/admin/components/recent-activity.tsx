import type { AdminOverview } from '@haulclub/shared';
import { ActivityIcon } from 'lucide-react';

import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_DASHBOARD, auditActionLabel } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

const { activity } = ADMIN_DASHBOARD;

type Entry = AdminOverview['recentActivity'][number];

/** The latest audit entries, newest first, as the server sends them. */
export function RecentActivity({ entries }: { entries: Entry[] | undefined }) {
  return (
    <Card role="region" className="gap-3" aria-labelledby="admin-activity-heading">
      <CardTitle id="admin-activity-heading" className="flex items-center gap-2">
        <ActivityIcon aria-hidden="true" className="size-5 text-primary" />
        {activity.heading}
      </CardTitle>
      {!entries ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{activity.empty}</p>
      ) : (
        <ol className="flex flex-col divide-y" aria-label={activity.heading}>
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 py-2.5 text-sm first:pt-0 last:pb-0">
              <span className="font-medium">{auditActionLabel(entry.action)}</span>
              <span className="text-xs text-muted-foreground">
                {entry.actorEmail ? activity.by(entry.actorEmail) : activity.bySystem} ·{' '}
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
