/** Lifecycle of a load: active → booked → in_transit → delivered, or expired / cancelled. */
export const LOAD_STATUSES = ['active', 'booked', 'in_transit', 'delivered', 'expired', 'cancelled'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

/** Statuses a broker may still edit, cancel or repost from. */
export const UNBOOKED_LOAD_STATUSES = ['active', 'expired'] as const satisfies readonly LoadStatus[];

/**
 * Road miles are estimated from the straight-line (great-circle) distance times
 * this circuity factor: US road networks average about 1.2 times the crow-flies
 * distance over short hauls. The broker may correct the estimate.
 */
export const ROAD_CIRCUITY_FACTOR = 1.2;

export const METERS_PER_MILE = 1609.344;
const EARTH_RADIUS_MILES = 3958.7613;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles (haversine). */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road miles between two points (at least 1). */
export function estimateRoadMiles(a: LatLng, b: LatLng): number {
  return Math.max(1, Math.round(greatCircleMiles(a, b) * ROAD_CIRCUITY_FACTOR));
}

/** Rate per mile in whole cents, derived from the total rate and the miles. */
export function ratePerMileCents(rateCents: number, miles: number): number {
  return miles > 0 ? Math.round(rateCents / miles) : 0;
}

/** Bounds of load fields. */
export const LOAD_LIMITS = {
  commodity: 120,
  notes: 2000,
  minWeightLbs: 1,
  maxWeightLbs: 200_000,
  minLengthFt: 1,
  maxLengthFt: 150,
  /** $1,000,000.00 */
  maxRateCents: 100_000_000,
  /** How far ahead a pickup may be scheduled. */
  maxPickupDaysAhead: 30,
  cancelReason: 500,
  podNote: 1000,
} as const;

/** Search radius bounds for origin and destination filters, in miles. */
export const SEARCH_RADIUS_MILES = { min: 5, max: 500, default: 50 } as const;
/**
 * The board search counts its matches exactly up to this many (or up to the end of the page asked
 * for, when that is further); beyond it the result says "at least this many" (`totalCapped`).
 */
export const SEARCH_COUNT_CAP = 200;
export const LOAD_SORTS = ['newest', 'rate_per_mile', 'deadhead', 'expiring', 'best_match'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];

/** Proof-of-delivery photos. */
export const POD_PHOTO = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
} as const;
export type PodPhotoContentType = (typeof POD_PHOTO.contentTypes)[number];

/**
 * Per-user upload quota: at most `unattached` uploads not (yet) attached to a delivery, and at most
 * `bytesPerWindow` uploaded in any rolling `windowHours`. Unattached uploads are deleted after
 * `unattachedTtlHours`.
 */
export const UPLOAD_QUOTA = {
  unattached: 20,
  bytesPerWindow: 50 * 1024 * 1024,
  windowHours: 24,
  unattachedTtlHours: 24,
} as const;

/** How often the server marks expired loads (the query hides them at once regardless). */
export const LOAD_SWEEP_INTERVAL_SECONDS = 15;

/** The 409 a trucker gets when another trucker booked the load first. */
export const LOAD_JUST_BOOKED_MESSAGE = 'This load has just been booked';
