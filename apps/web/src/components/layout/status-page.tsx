import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { PageTitle } from './page-title';

type StatusPageProps = {
  icon: LucideIcon;
  title: string;
  heading: string;
  body: string;
  eyebrow?: string;
  children?: ReactNode;
};

/** A centred message page: not found, coming soon, errors. */
export function StatusPage({ icon: Icon, title, heading, body, eyebrow, children }: StatusPageProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <PageTitle title={title} />
      <span
        className="flex size-14 items-center justify-center rounded-2xl bg-accent text-primary"
        aria-hidden="true"
      >
        <Icon className="size-7" />
      </span>
      {eyebrow ? (
        <p className="mt-6 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-base text-pretty text-muted-foreground">{body}</p>
      {children ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
      ) : null}
    </div>
  );
}
