import type { BrokerApplication } from '@haulclub/shared';

import { ADMIN_APPLICATIONS, APPLICATION_STATUS_LABELS } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

import { personName } from '../utils/format';
import { ApplicationStatusBadge } from './application-status-badge';

const { applicant } = ADMIN_APPLICATIONS;

/** Who applied, how to reach them, and the decision once there is one. */
export function ApplicationOverview({ application }: { application: BrokerApplication }) {
  const contact: [string, string | null][] = [
    [applicant.email, application.email],
    [applicant.phone, application.phone],
    [applicant.experience, application.experience],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="application-heading" className="text-xl font-semibold">
            {application.companyName}
          </h2>
          <p className="text-sm text-muted-foreground">
            {personName(application)} · {ADMIN_APPLICATIONS.submitted(formatDateTime(application.createdAt))}
          </p>
          <p className="text-xs text-muted-foreground">
            {ADMIN_APPLICATIONS.source[application.source]}
            {application.invitedBy ? ` · ${ADMIN_APPLICATIONS.invitedBy(application.invitedBy.email)}` : ''}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {contact
          .filter((entry): entry is [string, string] => Boolean(entry[1]))
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
      </dl>
      {application.status !== 'pending' && application.reviewedAt ? (
        <div className="rounded-lg border bg-muted/40 p-3 text-sm">
          <p className="font-medium">
            {ADMIN_APPLICATIONS.decided(
              APPLICATION_STATUS_LABELS[application.status],
              formatDateTime(application.reviewedAt),
              application.reviewedBy?.email ?? null,
            )}
          </p>
          {application.decisionReason ? (
            <p className="mt-1">
              <span className="text-muted-foreground">{ADMIN_APPLICATIONS.decisionReason}: </span>
              {application.decisionReason}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
