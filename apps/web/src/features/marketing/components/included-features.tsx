import { CheckIcon, ClockIcon } from 'lucide-react';

import { INCLUDED_FEATURES } from '@/content/pricing';
import { cn } from '@/lib/cn';

import { ComingSoonBadge } from './coming-soon-badge';

/** What membership includes: a check for what works today, a clock and "Coming soon" for the rest. */
export function IncludedFeatures() {
  return (
    <ul className="mx-auto grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-2">
      {INCLUDED_FEATURES.map((feature) => {
        const Icon = feature.comingSoon ? ClockIcon : CheckIcon;
        return (
          <li key={feature.text} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
                feature.comingSoon ? 'bg-accent text-primary' : 'bg-green-100 text-success',
              )}
            >
              <Icon className="size-3.5" />
            </span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {feature.text}
              {feature.comingSoon ? <ComingSoonBadge /> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
