import type { ReactNode } from 'react';

/** A titled card around one chart or table of the analytics page. */
export function ChartSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {heading}
        </h2>
        {intro ? <p className="text-sm text-pretty text-muted-foreground">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** What a section says when the range has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
