import type { LoadMatch, MatchReason } from '@haulclub/shared';
import { CheckIcon, MinusIcon, XIcon } from 'lucide-react';

import { MATCH_TEXT } from '@/content/matching';
import { cn } from '@/lib/cn';

const TONE = {
  good: { icon: CheckIcon, className: 'border-green-200 bg-green-50 text-green-800' },
  neutral: { icon: MinusIcon, className: 'border-border bg-muted text-foreground' },
  bad: { icon: XIcon, className: 'border-red-200 bg-red-50 text-red-800' },
} as const;

function ReasonChip({ reason }: { reason: MatchReason }) {
  const { icon: Icon, className } = TONE[reason.tone];
  return (
    <li
      className={cn(
        'inline-flex max-w-full items-start gap-1 rounded-md border px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
      <span className="sr-only">{MATCH_TEXT.tone[reason.tone]} </span>
      <span className="min-w-0">{reason.text}</span>
    </li>
  );
}

type ReasonListProps = { reasons: MatchReason[]; limit?: number | undefined; className?: string | undefined };

/** Reasons as toned chips, best first; `limit` keeps the first few. */
export function MatchReasonList({ reasons, limit, className }: ReasonListProps) {
  const shown = limit === undefined ? reasons : reasons.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul aria-label={MATCH_TEXT.reasonsLabel} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((reason) => (
        <ReasonChip key={`${reason.factor}-${reason.text}`} reason={reason} />
      ))}
    </ul>
  );
}

type MatchReasonsProps = {
  match: LoadMatch | null;
  /** Show only the first reasons (the server orders them best first). */
  limit?: number;
  className?: string;
};

/**
 * Why a load matches, as the server worded it: chips toned good / neutral / bad. A load that fails a hard
 * filter shows only that reason, muted ("Your Hotshot can't haul Step Deck"). Nothing without a match.
 */
export function MatchReasons({ match, limit, className }: MatchReasonsProps) {
  if (!match || match.reasons.length === 0) return null;
  if (!match.eligible) {
    const [first] = match.reasons;
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        <span className="sr-only">{MATCH_TEXT.notAMatchLabel}: </span>
        {first?.text}
      </p>
    );
  }
  return <MatchReasonList reasons={match.reasons} limit={limit} className={className} />;
}
