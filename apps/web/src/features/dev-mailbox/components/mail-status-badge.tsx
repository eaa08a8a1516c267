import type { MailSummary } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<MailSummary['status'], BadgeProps['variant']> = {
  queued: 'secondary',
  sending: 'accent',
  sent: 'success',
  failed: 'destructive',
};

export function MailStatusBadge({ status }: { status: MailSummary['status'] }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>;
}
