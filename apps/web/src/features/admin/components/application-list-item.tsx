import type { BrokerApplication } from '@haulclub/shared';
import { Link } from 'react-router';

import { ADMIN_APPLICATIONS } from '@/content/admin';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

import { personName } from '../utils/format';
import { ApplicationStatusBadge } from './application-status-badge';
import { VerdictBadge } from './verdict-badge';

type ApplicationListItemProps = { application: BrokerApplication; href: string; selected: boolean };

/** A row of the applications list; opens the application beside the list (below it on phones). */
export function ApplicationListItem({ application, href, selected }: ApplicationListItemProps) {
  return (
    <Link
      to={href}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex flex-col gap-1.5 rounded-lg border bg-card p-3 text-sm transition-colors hover:border-orange-300 hover:bg-accent/50',
        selected && 'border-primary bg-accent ring-1 ring-primary',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 truncate font-semibold">{application.companyName}</span>
        <ApplicationStatusBadge status={application.status} />
      </span>
      <span className="truncate text-muted-foreground">
        {personName(application)} · {ADMIN_APPLICATIONS.mc(application.mcNumber)}
      </span>
      <span className="flex flex-wrap items-center justify-between gap-2">
        <VerdictBadge verdict={application.verification.verdict} />
        <span className="text-xs text-muted-foreground">{formatDateTime(application.createdAt)}</span>
      </span>
    </Link>
  );
}
