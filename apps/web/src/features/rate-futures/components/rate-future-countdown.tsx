import { RATE_FUTURE_TEXT } from '@/content/rate-futures';
import { cn } from '@/lib/cn';

import { countdownText } from '../utils/format';

/** "3h 12m", "45m", "<1m", then "Expired": computed from expires_at and the page's clock (`now`). */
export function RateFutureCountdown({
  expiresAt,
  now,
  className,
}: {
  expiresAt: string;
  now: number;
  className?: string;
}) {
  const text = countdownText(expiresAt, now);
  return (
    <time
      dateTime={expiresAt}
      className={cn(
        'font-medium whitespace-nowrap tabular-nums',
        !text && 'text-muted-foreground',
        className,
      )}
    >
      {text ?? RATE_FUTURE_TEXT.expired}
    </time>
  );
}
