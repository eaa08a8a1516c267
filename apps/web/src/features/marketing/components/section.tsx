import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

type SectionProps = {
  id: string;
  heading: string;
  description?: string;
  children: ReactNode;
  className?: string;
  note?: string;
};

/**
 * Off-screen rendering of a marketing section is skipped until it nears the viewport (`content-visibility: auto`;
 * the browser remembers its real height once laid out): a phone lays out and styles only the first screen when the
 * page arrives and again when the app takes it over. On screen, nothing differs.
 */
export const DEFERRED_SECTION = '[content-visibility:auto] [contain-intrinsic-size:auto_900px]';

/** A page section with a centred h2 heading; the section is labelled by it. */
export function Section({ id, heading, description, note, children, className }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-16 sm:py-20', DEFERRED_SECTION, className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {heading}
          </h2>
          {description ? (
            <p className="mt-3 text-base text-pretty text-muted-foreground">{description}</p>
          ) : null}
          {note ? <p className="mt-2 text-xs text-muted-foreground">{note}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
