import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { FeatureCard } from '@/content/features';
import { cn } from '@/lib/cn';

import { ComingSoonBadge } from './coming-soon-badge';

type FeatureGridProps = { features: readonly FeatureCard[]; className?: string };

/** Cards of product features, three across on wide screens; those not built yet say "Coming soon". */
export function FeatureGrid({ features, className }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {features.map((feature) => (
        <li key={feature.title} className="flex">
          <Card className="w-full transition-shadow hover:shadow-md">
            <div className="flex items-start justify-between gap-3">
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary"
              >
                <feature.icon className="size-5" />
              </span>
              {feature.comingSoon ? <ComingSoonBadge /> : null}
            </div>
            <CardHeader>
              <CardTitle>{feature.title}</CardTitle>
              <CardDescription className="leading-relaxed">{feature.description}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
