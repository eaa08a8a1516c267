import type { InvitationStatus } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { INVITATION_STATUS_TEXT } from '@/content/membership';

const VARIANTS: Record<InvitationStatus, BadgeProps['variant']> = {
  pending: 'accent',
  accepted: 'success',
  revoked: 'destructive',
  expired: 'secondary',
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return <Badge variant={VARIANTS[status]}>{INVITATION_STATUS_TEXT[status]}</Badge>;
}
