/** Formats integer cents as US dollars. Formatting happens only at the edge. */
export function formatCents(cents: number, options: { showCents?: boolean } = {}): string {
  const showCents = options.showCents ?? cents % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: showCents ? 2 : 0,
  }).format(cents / 100);
}
