import type { PayoutReadiness } from '@haulclub/shared';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { PAYMENTS } from '@/content/payments';

const VARIANT: Record<PayoutReadiness, BadgeProps['variant']> = {
  not_started: 'outline',
  onboarding: 'accent',
  pending_review: 'secondary',
  ready: 'success',
};

export function ReadinessBadge({ readiness }: { readiness: PayoutReadiness }) {
  return <Badge variant={VARIANT[readiness]}>{PAYMENTS.readiness[readiness].label}</Badge>;
}
