import type { AdminInviteRequest } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { INVITE_REQUEST_STATUS_LABELS } from '@/content/admin';

const VARIANTS: Record<AdminInviteRequest['status'], BadgeProps['variant']> = {
  new: 'accent',
  invited: 'success',
  dismissed: 'secondary',
};

export function InviteRequestStatusBadge({ status }: { status: AdminInviteRequest['status'] }) {
  return <Badge variant={VARIANTS[status]}>{INVITE_REQUEST_STATUS_LABELS[status]}</Badge>;
}
