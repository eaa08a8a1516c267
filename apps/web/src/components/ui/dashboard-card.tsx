import { ArrowRightIcon, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

import { Card, CardDescription, CardHeader } from './card';
import { Skeleton } from './skeleton';

type DashboardCardProps = {
  /** The heading's id: the card is a region named by its heading. */
  id: string;
  heading: string;
  /** h2 directly under the page heading, h3 inside a titled section. */
  headingLevel?: 2 | 3;
  icon?: LucideIcon;
  description?: ReactNode;
  /** Under the content, e.g. the link to the full list. */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card of a dashboard: heading, optional description, content and footer. */
export function DashboardCard({
  id,
  heading,
  headingLevel = 2,
  icon: Icon,
  description,
  footer,
  className,
  children,
}: DashboardCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card role="region" aria-labelledby={id} className={cn('min-w-0 gap-4 p-4 sm:p-6', className)}>
      <CardHeader>
        <Heading id={id} className="flex items-center gap-2 text-lg leading-tight font-semibold">
          {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" /> : null}
          {heading}
        </Heading>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      {children}
      {footer ? <div className="mt-auto flex flex-wrap gap-2 border-t pt-3">{footer}</div> : null}
    </Card>
  );
}

/** Skeleton rows while a card's list loads, announced by `label`. */
export function DashboardCardLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14" />
      ))}
    </div>
  );
}

/** Nothing in the card's list: what that means, and what to do about it. */
export function DashboardCardEmpty({
  title,
  hint,
  action,
}: {
  title: string;
  hint?: string | undefined;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-4 text-sm">
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-muted-foreground">{hint}</p> : null}
      {action}
    </div>
  );
}

/** The card's way on to the full screen ("See all …"), for its footer. */
export function DashboardCardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
    >
      {children}
      <ArrowRightIcon aria-hidden="true" className="size-4" />
    </Link>
  );
}
