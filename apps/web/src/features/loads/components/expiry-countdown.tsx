import { LOAD_TEXT } from '@/content/loads';
import { cn } from '@/lib/cn';

import { useNow } from '@/hooks/use-now';
import { countdownText } from '../utils/format';

/** Time left until `expiresAt`, ticking every second: "12:34", "1h 23m", then "Expired". */
export function ExpiryCountdown({ expiresAt, className }: { expiresAt: string; className?: string }) {
  const text = countdownText(expiresAt, useNow());
  return (
    <time
      dateTime={expiresAt}
      className={cn(
        'font-medium whitespace-nowrap tabular-nums',
        !text && 'text-muted-foreground',
        className,
      )}
    >
      {text ?? LOAD_TEXT.expired}
    </time>
  );
}
