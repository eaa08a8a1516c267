import { CheckIcon } from 'lucide-react';

import { INCLUDED_FEATURES } from '@/content/pricing';

export function IncludedFeatures() {
  return (
    <ul className="mx-auto grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-2">
      {INCLUDED_FEATURES.map((feature) => (
        <li key={feature} className="flex items-start gap-3 text-sm">
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-green-100 text-success"
          >
            <CheckIcon className="size-3.5" />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
