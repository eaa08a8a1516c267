import { InboxIcon } from 'lucide-react';
import { useState } from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_COMMON, ADMIN_INVITE_REQUESTS, INVITE_REQUEST_STATUS_LABELS } from '@/content/admin';

import {
  INVITE_REQUEST_FILTERS,
  useInviteRequests,
  type InviteRequestStatusFilter,
} from '../api/get-invite-requests';
import { errorDetail } from '../utils/format';
import { InviteRequestItem } from './invite-request-item';

const copy = ADMIN_INVITE_REQUESTS;

/** The queue of Get Invited requests, new ones first by default. */
export function InviteRequestsPanel() {
  const [status, setStatus] = useState<InviteRequestStatusFilter>('new');
  const { data, error, isPending, refetch } = useInviteRequests(status);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">{copy.heading}</h2>
          <p className="text-sm text-muted-foreground">{copy.intro}</p>
        </div>
        <div className="flex flex-col gap-2 sm:w-48">
          <Label htmlFor="invite-requests-status">{copy.statusFilter}</Label>
          <NativeSelect
            id="invite-requests-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as InviteRequestStatusFilter);
            }}
          >
            {INVITE_REQUEST_FILTERS.map((value) => (
              <option key={value} value={value}>
                {INVITE_REQUEST_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            {copy.loading}
          </p>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </div>
      ) : error && !data ? (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(error)}
          retryLabel={ADMIN_COMMON.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{copy.empty}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={copy.listLabel}>
          {data.items.map((request) => (
            <li key={request.id}>
              <InviteRequestItem request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
