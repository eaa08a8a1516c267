import type { FmcsaVerdict } from '@haulclub/shared';
import {
  CircleCheckIcon,
  CircleMinusIcon,
  CircleXIcon,
  ClockIcon,
  LoaderCircleIcon,
  SearchXIcon,
  type LucideIcon,
} from 'lucide-react';

import { Badge, type BadgeProps } from '@/components/ui/badge';
import { VERDICT_LABELS } from '@/content/admin';

const STYLES: Record<FmcsaVerdict, { variant: BadgeProps['variant']; icon: LucideIcon }> = {
  verified: { variant: 'success', icon: CircleCheckIcon },
  mismatch: { variant: 'destructive', icon: CircleXIcon },
  not_found: { variant: 'destructive', icon: SearchXIcon },
  unavailable: { variant: 'accent', icon: ClockIcon },
  pending: { variant: 'secondary', icon: LoaderCircleIcon },
  skipped: { variant: 'outline', icon: CircleMinusIcon },
};

/** The FMCSA verdict: green verified, red mismatch or not found, amber manual review, grey otherwise. */
export function VerdictBadge({ verdict }: { verdict: FmcsaVerdict }) {
  const { variant, icon: Icon } = STYLES[verdict];
  return (
    <Badge variant={variant} data-verdict={verdict}>
      <Icon aria-hidden="true" className={verdict === 'pending' ? 'animate-spin' : undefined} />
      {VERDICT_LABELS[verdict]}
    </Badge>
  );
}
