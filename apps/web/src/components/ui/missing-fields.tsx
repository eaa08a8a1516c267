type MissingFieldsProps = {
  /** Give the waiting button `aria-describedby={id}` while anything is missing. */
  id: string;
  /** The labels of the fields the button waits for; nothing is shown when empty. */
  missing: readonly string[];
  /** Words before the list, e.g. "Still needed:" (the caller's copy). */
  lead: string;
  className?: string;
};

/** What a disabled button still waits for, shown beside it and tied to it for assistive technology. */
export function MissingFields({ id, missing, lead, className }: MissingFieldsProps) {
  if (missing.length === 0) return null;
  return (
    <p id={id} data-slot="missing-fields" className={className ?? 'text-sm text-muted-foreground'}>
      {lead} {missing.join(', ')}.
    </p>
  );
}

/** The button's `aria-describedby` while fields are missing. */
export const describedByMissing = (id: string, missing: readonly string[]) =>
  missing.length > 0 ? { 'aria-describedby': id } : {};
