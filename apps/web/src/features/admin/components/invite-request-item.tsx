import type { AdminInviteRequest } from '@haulclub/shared';
import { SendIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ADMIN_INVITE_REQUESTS } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

import { useDismissInviteRequest } from '../api/dismiss-invite-request';
import { useInviteFromRequest } from '../api/invite-from-request';
import { errorDetail } from '../utils/format';
import { BrokerSelect } from './broker-select';
import { InviteRequestStatusBadge } from './invite-request-status-badge';

const copy = ADMIN_INVITE_REQUESTS;

/** One Get Invited request: who, what they wrote, and (while new) one-click invite or dismiss. */
export function InviteRequestItem({ request }: { request: AdminInviteRequest }) {
  const [brokerId, setBrokerId] = useState('');
  const invite = useInviteFromRequest();
  const dismiss = useDismissInviteRequest();
  const busy = invite.isPending || dismiss.isPending;
  const headingId = `invite-request-${request.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-all">
            {request.email}
          </h3>
          <p className="text-sm text-muted-foreground">{request.name ?? copy.noName}</p>
        </div>
        <InviteRequestStatusBadge status={request.status} />
      </div>
      <p className="text-sm whitespace-pre-wrap">{request.message}</p>
      <p className="text-xs text-muted-foreground">
        {copy.received(formatDateTime(request.createdAt))}
        {request.handledAt
          ? ` · ${copy.handled(formatDateTime(request.handledAt), request.handledBy?.email ?? null)}`
          : ''}
      </p>
      {request.status === 'new' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-2 sm:w-72">
            <Label htmlFor={`${headingId}-broker`}>{copy.brokerLabel}</Label>
            <BrokerSelect
              id={`${headingId}-broker`}
              emptyLabel={copy.noBroker}
              value={brokerId}
              disabled={busy}
              onChange={(event) => {
                setBrokerId(event.target.value);
              }}
            />
          </div>
          <div className="flex gap-2">
            <Button
              disabled={busy}
              onClick={() => {
                invite.mutate(
                  { id: request.id, ...(brokerId ? { brokerId } : {}) },
                  {
                    onSuccess: () => toast.success(copy.toasts.invited(request.email)),
                    onError: (error) =>
                      toast.error(copy.toasts.inviteFailed, { description: errorDetail(error) }),
                  },
                );
              }}
            >
              <SendIcon aria-hidden="true" />
              {invite.isPending ? copy.sending : copy.send}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => {
                dismiss.mutate(request.id, {
                  onSuccess: () => toast.success(copy.toasts.dismissed),
                  onError: (error) =>
                    toast.error(copy.toasts.dismissFailed, { description: errorDetail(error) }),
                });
              }}
            >
              <XIcon aria-hidden="true" />
              {copy.dismiss}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
