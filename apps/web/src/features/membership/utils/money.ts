/** A dollar amount typed with step 0.01, as integer cents (2.5 → 250). Not a number stays NaN for the schema to refuse. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
