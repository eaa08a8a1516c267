import type { UserStatus } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { USER_STATUS_LABELS } from '@/content/admin';

const VARIANTS: Record<UserStatus, BadgeProps['variant']> = {
  active: 'success',
  suspended: 'destructive',
  unconfirmed: 'secondary',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={VARIANTS[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
