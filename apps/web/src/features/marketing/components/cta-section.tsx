import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { DEFERRED_SECTION } from './section';

export interface CtaAction {
  label: string;
  href: string;
}

type CtaSectionProps = {
  id: string;
  heading: string;
  body: string;
  primary: CtaAction;
  secondary: CtaAction;
};

/** A dark closing band with two calls to action. */
export function CtaSection({ id, heading, body, primary, secondary }: CtaSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('px-4 py-16 sm:px-6 sm:py-20', DEFERRED_SECTION)}
    >
      <div className="mx-auto max-w-5xl rounded-2xl bg-ink px-6 py-14 text-center shadow-lg sm:px-12">
        <h2
          id={`${id}-heading`}
          className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl"
        >
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base text-pretty text-ink-muted">{body}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={primary.href}>{primary.label}</Link>
          </Button>
          <Button asChild size="lg" variant="outline-inverse">
            <Link to={secondary.href}>{secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
