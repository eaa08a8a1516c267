import { CheckCircle2Icon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LANDING } from '@/content/landing';

import { ComingSoonBadge } from './coming-soon-badge';

export function HeroSection() {
  const { hero } = LANDING;
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-ink bg-[radial-gradient(ellipse_at_bottom,_#1e293b,_#0f172a_70%)]"
    >
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-20 text-center sm:px-6 sm:pt-20 sm:pb-28">
        <Badge variant="outline" className="border-slate-600 px-3 py-1 text-ink-muted">
          {hero.eyebrow}
        </Badge>
        <h1
          id="hero-heading"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl"
        >
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-base text-pretty text-ink-muted sm:text-lg">{hero.body}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.apply.getHref()}>Apply as Broker</Link>
          </Button>
          <Button asChild size="lg" variant="outline-inverse">
            <Link to={paths.getInvited.getHref()}>Get Invited by Dispatcher</Link>
          </Button>
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-x-8 gap-y-3 text-sm text-ink-muted sm:flex-row">
          {hero.trustPoints.map((point) => (
            <li key={point.text} className="flex items-center gap-2">
              <CheckCircle2Icon className="size-4 text-highlight" aria-hidden="true" />
              {point.text}
              {'comingSoon' in point ? <ComingSoonBadge /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
