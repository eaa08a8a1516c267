/** Formats integer cents as US dollars. Formatting happens only at the edge. */
export function formatCents(cents: number, options: { showCents?: boolean } = {}): string {
  const showCents = options.showCents ?? cents % 100 !== 0;
  return dollars(showCents ? 2 : 0).format(cents / 100);
}

/** The two formatters, built once: a NumberFormat costs far more to build than to use. */
const formatters = new Map<number, Intl.NumberFormat>();
function dollars(digits: 0 | 2): Intl.NumberFormat {
  let format = formatters.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(digits, format);
  }
  return format;
}
