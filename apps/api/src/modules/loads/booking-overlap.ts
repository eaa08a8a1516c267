import { estimateRoadMiles, type LatLng } from '@haulclub/shared';

/** The speed the overlap rule assumes between one load's delivery and the next one's pickup. */
export const OVERLAP_DRIVE_MPH = 50;

/** What the overlap rule needs of a load: its stops and time windows (null when unknown). */
export interface ScheduledLoad {
  pickup: LatLng;
  delivery: LatLng;
  pickupWindowEnd: Date | null;
  deliveryWindowStart: Date | null;
}

/** Hours to drive from `a` to `b` at 50 mph over the estimated road miles. */
export function driveHours(a: LatLng, b: LatLng): number {
  return estimateRoadMiles(a, b) / OVERLAP_DRIVE_MPH;
}

/**
 * True when the trucker can run `first` and then `second`: delivering `first`
 * at the opening of its delivery window and driving to `second`'s pickup at
 * 50 mph arrives before `second`'s pickup window closes. A missing window
 * cannot prove a conflict, so it chains.
 */
export function canChain(first: ScheduledLoad, second: ScheduledLoad): boolean {
  if (!first.deliveryWindowStart || !second.pickupWindowEnd) return true;
  const arrival = first.deliveryWindowStart.getTime() + driveHours(first.delivery, second.pickup) * 3_600_000;
  return arrival <= second.pickupWindowEnd.getTime();
}

/** Two loads overlap when one truck can run them in neither order. */
export function loadsOverlap(a: ScheduledLoad, b: ScheduledLoad): boolean {
  return !canChain(a, b) && !canChain(b, a);
}

/** The first of `booked` that `candidate` overlaps, or undefined. */
export function findOverlap<T extends ScheduledLoad>(candidate: ScheduledLoad, booked: T[]): T | undefined {
  return booked.find((other) => loadsOverlap(candidate, other));
}
