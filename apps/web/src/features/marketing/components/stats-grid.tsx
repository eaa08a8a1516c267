import type { StatItem } from '@/content/learn-more';
import { cn } from '@/lib/cn';

import { ComingSoonBadge } from './coming-soon-badge';

/** Big-number stat cards; a promise not kept yet says "Coming soon". */
export function StatsGrid({ stats, className }: { stats: readonly StatItem[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
          <dt className="text-sm font-semibold text-muted-foreground">{stat.label}</dt>
          <dd className="order-first text-4xl font-bold tracking-tight text-primary">{stat.value}</dd>
          <dd className="mt-2 text-sm text-muted-foreground">{stat.detail}</dd>
          {stat.comingSoon ? (
            <dd className="mt-3">
              <ComingSoonBadge />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
