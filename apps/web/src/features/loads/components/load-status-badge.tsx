import type { LoadStatus } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { LOAD_STATUS_LABELS } from '@/content/loads';

const VARIANTS: Record<LoadStatus, BadgeProps['variant']> = {
  active: 'success',
  booked: 'default',
  in_transit: 'accent',
  delivered: 'secondary',
  expired: 'outline',
  cancelled: 'destructive',
};

export function LoadStatusBadge({ status }: { status: LoadStatus }) {
  return <Badge variant={VARIANTS[status]}>{LOAD_STATUS_LABELS[status]}</Badge>;
}
