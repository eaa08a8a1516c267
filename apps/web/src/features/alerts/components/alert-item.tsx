import type { LoadAlert } from '@haulclub/shared';

import { MatchReasonList } from '@/components/matching/match-reasons';
import { Badge } from '@/components/ui/badge';
import { ALERTS as copy } from '@/content/alerts';
import { LOAD_TEXT } from '@/content/loads';
import { MATCH_TEXT } from '@/content/matching';
import { cn } from '@/lib/cn';

import { alertLane, alertRatePerMile } from '../utils/format';
import { timeAgo } from '../utils/time-ago';

/** The alerted load as of `now`: an active load past its expiry shows as expired before the sweep. */
function loadStatus(alert: LoadAlert, now: number): LoadAlert['loadStatus'] {
  return alert.loadStatus === 'active' && Date.parse(alert.expiresAt) <= now ? 'expired' : alert.loadStatus;
}

type AlertItemProps = { alert: LoadAlert; now: number; onOpen: (alert: LoadAlert) => void };

/**
 * One alert: "92% match", lane, equipment and $/mi, its first two reasons, how long ago, and a badge when
 * the load can no longer be booked. The lane is the button that opens the load (the whole row is its target).
 */
export function AlertItem({ alert, now, onOpen }: AlertItemProps) {
  const status = copy.status[loadStatus(alert, now)];
  const unread = !alert.readAt;
  return (
    <li
      className={cn(
        'relative flex flex-col gap-1.5 px-4 py-3 hover:bg-muted/60 focus-within:bg-muted/60',
        unread && 'bg-accent/40',
        status && 'text-muted-foreground',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={status ? 'outline' : 'accent'} className="tabular-nums">
          {MATCH_TEXT.score(alert.score)}
        </Badge>
        {status ? <Badge variant="secondary">{status}</Badge> : null}
        {unread ? (
          <span className="flex items-center gap-1 text-xs font-semibold text-primary">
            <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
            <span className="sr-only">{copy.unread}</span>
          </span>
        ) : null}
        <time dateTime={alert.createdAt} className="ml-auto text-xs text-muted-foreground">
          {timeAgo(alert.createdAt, now)}
        </time>
      </div>
      <button
        type="button"
        className="text-left font-semibold after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:ring-2 after:focus-visible:ring-ring after:focus-visible:ring-inset"
        aria-label={`${copy.open(LOAD_TEXT.ref(alert.loadNumber))}: ${alertLane(alert)}`}
        onClick={() => {
          onOpen(alert);
        }}
      >
        {alertLane(alert)}
      </button>
      <p className="text-xs">
        {LOAD_TEXT.ref(alert.loadNumber)} · {alert.equipment} · {LOAD_TEXT.miles(alert.miles)} ·{' '}
        <span className="font-semibold">{alertRatePerMile(alert.ratePerMileCents)}</span>
      </p>
      <MatchReasonList reasons={alert.reasons} limit={2} />
    </li>
  );
}
