import { createContext, use, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** `scroll`: the table scrolls sideways on narrow screens. `cards`: below 768 px each row is a card. */
export type TableLayout = 'scroll' | 'cards';

const LayoutContext = createContext<TableLayout>('scroll');

type TableProps = ComponentProps<'table'> & {
  /** Names the scrollable region around the table (it scrolls sideways on narrow screens). */
  regionLabel: string;
  /**
   * `cards` shows each row as a card below 768 px (the `md` breakpoint): cells stack with their column's
   * `label` beside them, and the column headers remain for screen readers. Default `scroll`.
   */
  layout?: TableLayout;
};

/**
 * A table inside a labelled, keyboard-scrollable region, so wide tables scroll instead of overflowing;
 * with `layout="cards"` phones get one card per row instead of a sideways-scrolled table.
 */
export function Table({ className, regionLabel, layout = 'scroll', ...props }: TableProps) {
  const cards = layout === 'cards';
  return (
    <LayoutContext value={layout}>
      <div
        role="region"
        aria-label={regionLabel}
        tabIndex={0}
        data-slot="table-region"
        data-layout={layout}
        className={cn(
          'w-full overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-ring',
          cards && 'max-md:overflow-visible max-md:rounded-none max-md:border-0 max-md:bg-transparent',
        )}
      >
        <table
          data-slot="table"
          // Tables keep words whole (index.css); a card on a phone wraps anywhere, like the rest of the page.
          className={cn(
            'w-full caption-bottom text-sm',
            cards && 'max-md:block max-md:wrap-anywhere',
            className,
          )}
          {...props}
        />
      </div>
    </LayoutContext>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  const cards = use(LayoutContext) === 'cards';
  return (
    <thead
      data-slot="table-header"
      // Cards label their own cells; the headers stay for screen readers, which still read a table.
      className={cn('bg-muted/60 [&_tr]:border-b', cards && 'max-md:sr-only', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  const cards = use(LayoutContext) === 'cards';
  return (
    <tbody
      data-slot="table-body"
      className={cn(
        cards
          ? 'max-md:flex max-md:flex-col max-md:gap-3 md:[&_tr:last-child]:border-0'
          : '[&_tr:last-child]:border-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  const cards = use(LayoutContext) === 'cards';
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b transition-colors',
        cards &&
          'max-md:flex max-md:flex-col max-md:gap-2 max-md:rounded-xl max-md:border max-md:bg-card max-md:p-4',
        className,
      )}
      {...props}
    />
  );
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

type TableCellProps = ComponentProps<'td'> & {
  /**
   * The column's name, shown beside the value when the row is a card (`layout="cards"`, below 768 px).
   * Leave it out for a cell that speaks for itself: the card's title or its actions span the card.
   */
  label?: ReactNode;
};

export function TableCell({ className, label, children, ...props }: TableCellProps) {
  const cards = use(LayoutContext) === 'cards';
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'px-3 py-2.5 align-middle',
        cards && 'max-md:min-w-0 max-md:p-0',
        cards && label !== undefined && 'max-md:grid max-md:grid-cols-[7rem_minmax(0,1fr)] max-md:gap-3',
        className,
      )}
      {...props}
    >
      {cards && label !== undefined ? (
        <>
          {/* The header names the column for screen readers; this is its visible twin on a card. */}
          <span
            aria-hidden="true"
            className="text-xs font-semibold text-muted-foreground uppercase md:hidden"
          >
            {label}
          </span>
          <div className="min-w-0">{children}</div>
        </>
      ) : (
        children
      )}
    </td>
  );
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
