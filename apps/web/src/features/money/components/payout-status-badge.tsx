import type { PayoutStatus } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { MONEY_COMMON } from '@/content/money';

const VARIANT = {
  due: 'outline',
  pending: 'outline',
  paid: 'success',
  failed: 'destructive',
} as const satisfies Record<PayoutStatus, string>;

/** A payout's status: Paid in green, Failed in red, the rest outlined. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge variant={VARIANT[status]}>{MONEY_COMMON.payoutStatus[status]}</Badge>;
}
