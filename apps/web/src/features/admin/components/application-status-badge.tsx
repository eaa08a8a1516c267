import type { BrokerApplicationStatus } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { APPLICATION_STATUS_LABELS } from '@/content/admin';

const VARIANTS: Record<BrokerApplicationStatus, BadgeProps['variant']> = {
  pending: 'accent',
  approved: 'success',
  rejected: 'destructive',
};

export function ApplicationStatusBadge({ status }: { status: BrokerApplicationStatus }) {
  return <Badge variant={VARIANTS[status]}>{APPLICATION_STATUS_LABELS[status]}</Badge>;
}
