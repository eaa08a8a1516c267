import { ESCROW_STATUS_LABELS, type EscrowStatus } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { MONEY_COMMON } from '@/content/money';

const VARIANT = {
  pending: 'outline',
  held: 'accent',
  released: 'success',
  refunded: 'secondary',
} as const satisfies Record<EscrowStatus, string>;

/** The spec's escrow label (Payment Pending, Funds Secured, Payment Released; Refunded), with a dispute flag. */
export function EscrowStatusBadge({
  status,
  dispute = null,
}: {
  status: EscrowStatus;
  dispute?: 'open' | 'resolved' | null;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge variant={VARIANT[status]}>{ESCROW_STATUS_LABELS[status]}</Badge>
      {dispute ? (
        <Badge variant={dispute === 'open' ? 'destructive' : 'outline'}>
          {dispute === 'open' ? MONEY_COMMON.disputeOpen : MONEY_COMMON.disputeResolved}
        </Badge>
      ) : null}
    </span>
  );
}
