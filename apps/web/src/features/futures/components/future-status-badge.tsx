import type { FutureStatus } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { BROKER_FUTURES } from '@/content/futures';

const VARIANTS: Record<FutureStatus, BadgeProps['variant']> = {
  open: 'default',
  locked: 'success',
  withdrawn: 'outline',
  expired: 'secondary',
};

export function FutureStatusBadge({ status }: { status: FutureStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {BROKER_FUTURES.status[status]}
    </Badge>
  );
}
