import { MailIcon } from 'lucide-react';

import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_COMMON, ADMIN_INVITATIONS } from '@/content/admin';

import { useInvitations } from '../api/get-invitations';
import { errorDetail } from '../utils/format';
import { InvitationForm } from './invitation-form';
import { InvitationsTable } from './invitations-table';

/** The "Invite someone" form beside the list of invitations. */
export function InvitationsPanel() {
  const { data, error, isPending, refetch } = useInvitations();

  return (
    <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <Card className="w-full max-w-2xl self-start">
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">{ADMIN_INVITATIONS.formHeading}</h2>
          <CardDescription>{ADMIN_INVITATIONS.formIntro}</CardDescription>
        </CardHeader>
        <InvitationForm />
      </Card>
      <section aria-labelledby="invitations-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="invitations-heading" className="text-lg font-semibold">
          {ADMIN_INVITATIONS.listHeading}
        </h2>
        {isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <p role="status" className="sr-only">
              {ADMIN_INVITATIONS.loading}
            </p>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
        ) : error && !data ? (
          <QueryProblem
            title={ADMIN_INVITATIONS.loadError}
            detail={errorDetail(error)}
            retryLabel={ADMIN_COMMON.retry}
            onRetry={() => {
              void refetch();
            }}
          />
        ) : data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
            <MailIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{ADMIN_INVITATIONS.empty}</p>
          </div>
        ) : (
          <InvitationsTable invitations={data.items} />
        )}
      </section>
    </div>
  );
}
