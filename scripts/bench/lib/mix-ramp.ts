// The mix bench's search-rate ramp: double the rate while every operation stays within its
// budget, then halve the gap between the highest rate that held and the lowest that failed;
// once the gap is small, confirm the rate that held again with the remaining steps.

export interface StepOutcome {
  /** Search requests per second offered in the step. */
  rate: number;
  pass: boolean;
}

/** Steps closer than this fraction of the sustained rate stop refining and confirm it instead. */
const RESOLUTION = 0.05;

/** The lowest rate that failed (undefined when none has). */
export function lowestFailed(steps: readonly StepOutcome[]): number | undefined {
  const failed = steps.filter((s) => !s.pass).map((s) => s.rate);
  return failed.length === 0 ? undefined : Math.min(...failed);
}

/**
 * The highest rate that passed below every failure (0 when none did): a rate that passed once
 * but failed on another step, or with a lower rate failing, does not count as sustained.
 */
export function sustainedRate(steps: readonly StepOutcome[]): number {
  const failed = lowestFailed(steps) ?? Infinity;
  const held = steps.filter((s) => s.pass && s.rate < failed).map((s) => s.rate);
  return held.length === 0 ? 0 : Math.max(...held);
}

/** The search rate (req/s, whole) of the next step, between 1 and `max`. */
export function nextRate(steps: readonly StepOutcome[], start: number, max: number): number {
  const passed = sustainedRate(steps);
  const failed = lowestFailed(steps);
  if (failed === undefined) return Math.min(max, passed === 0 ? start : passed * 2);
  if (passed === 0) return Math.max(1, Math.floor(failed / 2));
  const gap = failed - passed;
  if (gap <= Math.max(1, passed * RESOLUTION)) return passed;
  return Math.round(passed + gap / 2);
}
