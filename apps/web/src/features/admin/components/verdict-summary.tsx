import type { FmcsaVerification } from '@haulclub/shared';

import { ADMIN_APPLICATIONS, VERDICT_NOTES } from '@/content/admin';
import { cn } from '@/lib/cn';

import { VerdictBadge } from './verdict-badge';

/** The verdict with what it means, the reasons of a mismatch and the note of an unavailable check. */
export function VerdictSummary({ verification }: { verification: FmcsaVerification }) {
  const { verdict, reasons, note } = verification;
  const bad = verdict === 'mismatch' || verdict === 'not_found';
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-4 text-sm',
        bad ? 'border-red-200 bg-red-50 text-red-900' : 'bg-muted/40',
      )}
    >
      <VerdictBadge verdict={verdict} />
      <p>{VERDICT_NOTES[verdict]}</p>
      {reasons.length > 0 ? (
        <ul aria-label={ADMIN_APPLICATIONS.comparison.reasonsLabel} className="list-disc pl-5">
          {reasons.map((reason) => (
            <li key={`${reason.field}-${reason.message}`}>{reason.message}</li>
          ))}
        </ul>
      ) : null}
      {note ? <p className="text-muted-foreground">{note}</p> : null}
    </div>
  );
}
