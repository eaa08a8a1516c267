import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow?: string; heading: string; intro: string; children?: ReactNode };

/** Top of a marketing page inside the app shell: eyebrow, h1 and intro. */
export function PageHero({ eyebrow, heading, intro, children }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          {intro}
        </p>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </div>
  );
}
