import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

type TableProps = ComponentProps<'table'> & {
  /** Names the scrollable region around the table (it scrolls sideways on narrow screens). */
  regionLabel: string;
};

/** A table inside a labelled, keyboard-scrollable region, so wide tables scroll instead of overflowing. */
export function Table({ className, regionLabel, ...props }: TableProps) {
  return (
    <div
      role="region"
      aria-label={regionLabel}
      tabIndex={0}
      data-slot="table-region"
      className="w-full overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead data-slot="table-header" className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b transition-colors', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
