import { PRODUCT } from '@haulclub/shared';
import { TruckIcon } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type BrandProps = { tone?: 'light' | 'dark'; className?: string };

/** Product name and tagline, linking home. `tone="dark"` is for dark backgrounds. */
export function Brand({ tone = 'light', className }: BrandProps) {
  return (
    <Link to={paths.home.getHref()} className={cn('flex min-w-0 items-center gap-2.5 rounded-md', className)}>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground"
      >
        <TruckIcon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          className={cn(
            'text-base font-bold tracking-tight',
            tone === 'dark' ? 'text-white' : 'text-foreground',
          )}
        >
          {PRODUCT.name}
        </span>
        <span
          className={cn(
            'text-xs leading-tight',
            tone === 'dark' ? 'text-ink-muted' : 'text-muted-foreground',
          )}
        >
          {PRODUCT.tagline}
        </span>
      </span>
    </Link>
  );
}
