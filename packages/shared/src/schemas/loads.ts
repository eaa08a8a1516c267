import { z } from 'zod';
import { loadMatch } from './matching';
import { brokerFairness, loadLaneRate } from './market';
import { LOAD_EXPIRY_CHOICES, MAX_LOAD_MILES } from '../domain/freight';
import { EQUIPMENT_TYPES } from '../domain/equipment';
import { LOAD_LIMITS as L, LOAD_SORTS, LOAD_STATUSES, SEARCH_RADIUS_MILES } from '../domain/loads';
import {
  MEMBERSHIP_LIMITS,
  dateTimeInput,
  isoDateTime,
  optionalText,
  requiredText,
  usState,
  zipCode,
} from './formats';

/** A pickup or delivery place as the broker enters it; the server locates it offline. */
export const placeInput = z.object({
  city: requiredText('City', MEMBERSHIP_LIMITS.city),
  state: usState,
  zip: zipCode,
});
export type PlaceInput = z.infer<typeof placeInput>;

/** A located place. */
export const place = z.object({
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof place>;

export const loadExpiryHours = z.union(
  LOAD_EXPIRY_CHOICES.map((h) => z.literal(h)),
  { error: 'Choose an expiry of 1, 2 or 3 hours' },
);

/** The fields of a load a broker enters, before the cross-field rules. */
export const loadFields = z.object({
  pickup: placeInput,
  delivery: placeInput,
  pickupWindowStart: dateTimeInput('Pickup window start'),
  pickupWindowEnd: dateTimeInput('Pickup window end'),
  deliveryWindowStart: dateTimeInput('Delivery window start'),
  deliveryWindowEnd: dateTimeInput('Delivery window end'),
  equipment: z.enum(EQUIPMENT_TYPES, { error: 'Choose an equipment type' }),
  weightLbs: z
    .number({ error: 'Weight must be a number' })
    .int('Weight must be a whole number of pounds')
    .min(L.minWeightLbs, 'Weight must be positive')
    .max(L.maxWeightLbs, `Weight must be at most ${L.maxWeightLbs.toLocaleString('en-US')} lbs`),
  lengthFt: z
    .number({ error: 'Length must be a number' })
    .int('Length must be a whole number of feet')
    .min(L.minLengthFt, 'Length must be positive')
    .max(L.maxLengthFt, `Length must be at most ${L.maxLengthFt} ft`)
    .nullable()
    .default(null),
  commodity: requiredText('Commodity', L.commodity),
  notes: optionalText('Notes', L.notes),
  rateCents: z
    .number({ error: 'Rate must be a number' })
    .int('Rate must be in whole cents')
    .min(1, 'Rate must be positive')
    .max(L.maxRateCents, 'Rate must be at most $1,000,000'),
  /** Road miles; null means "use the estimate from the coordinates". */
  miles: z
    .number({ error: 'Miles must be a number' })
    .int('Miles must be a whole number')
    .min(1, 'Miles must be positive')
    .max(MAX_LOAD_MILES, `HaulClub takes loads of ${MAX_LOAD_MILES} miles or less`)
    .nullable()
    .default(null),
  premium: z.boolean().default(false),
});

type LoadTimes = Pick<
  z.infer<typeof loadFields>,
  'pickupWindowStart' | 'pickupWindowEnd' | 'deliveryWindowStart' | 'deliveryWindowEnd'
>;

/** The window rules, shared by the form and the server (the server passes its own clock). */
export function checkLoadWindows(
  v: LoadTimes,
  now: number = Date.now(),
): { path: string; message: string }[] {
  const t = (s: string) => Date.parse(s);
  const issues: { path: string; message: string }[] = [];
  if (t(v.pickupWindowEnd) < t(v.pickupWindowStart))
    issues.push({ path: 'pickupWindowEnd', message: 'Pickup window must end after it starts' });
  if (t(v.pickupWindowEnd) <= now)
    issues.push({ path: 'pickupWindowEnd', message: 'Pickup cannot be in the past' });
  if (t(v.pickupWindowStart) > now + L.maxPickupDaysAhead * 86_400_000)
    issues.push({
      path: 'pickupWindowStart',
      message: `Pickup must be within ${L.maxPickupDaysAhead} days`,
    });
  if (t(v.deliveryWindowStart) < t(v.pickupWindowStart))
    issues.push({ path: 'deliveryWindowStart', message: 'Delivery cannot start before pickup' });
  if (t(v.deliveryWindowEnd) < t(v.deliveryWindowStart))
    issues.push({ path: 'deliveryWindowEnd', message: 'Delivery window must end after it starts' });
  if (t(v.deliveryWindowEnd) < t(v.pickupWindowEnd))
    issues.push({
      path: 'deliveryWindowEnd',
      message: 'Delivery window cannot end before the pickup window',
    });
  return issues;
}

const withWindowRules = <T extends z.ZodType<LoadTimes>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const issue of checkLoadWindows(v))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** POST /api/broker/loads */
export const postLoadInput = withWindowRules(loadFields.extend({ expiryHours: loadExpiryHours }));
export type PostLoadInput = z.input<typeof postLoadInput>;
export type PostLoadData = z.output<typeof postLoadInput>;

/** PUT /api/broker/loads/:id (only while unbooked; the expiry stays). */
export const editLoadInput = withWindowRules(loadFields);
export type EditLoadInput = z.input<typeof editLoadInput>;
export type EditLoadData = z.output<typeof editLoadInput>;

/** POST /api/broker/loads/:id/repost: a fresh expiry from now. */
export const repostLoadInput = z.object({ expiryHours: loadExpiryHours });
export type RepostLoadInput = z.infer<typeof repostLoadInput>;

/** POST /api/broker/loads/:id/cancel */
export const cancelLoadInput = z.object({ reason: optionalText('Reason', L.cancelReason) });
/** POST /api/admin/loads/:id/cancel: admins always give a reason. */
export const adminCancelLoadInput = z.object({ reason: requiredText('Reason', L.cancelReason) });

/** GET /api/geo/locate?q=: "Dallas, TX", "Dallas TX" or "75201". */
export const locateQuery = z.object({ q: requiredText('Location', 120) });

/** POST /api/broker/loads/estimate: located places and the road-mile estimate, for the form. */
export const loadEstimateInput = z.object({
  pickup: placeInput,
  delivery: placeInput,
  /** With an equipment, the answer carries the lane's 30-day average (and, with a rate, the comparison). */
  equipment: loadFields.shape.equipment.optional(),
  rateCents: loadFields.shape.rateCents.optional(),
  /** Road miles when the broker typed them; the estimate otherwise. */
  miles: loadFields.shape.miles.unwrap().unwrap().optional(),
});
export const loadEstimate = z.object({
  pickup: place,
  delivery: place,
  estimatedMiles: z.number().int(),
  /** The lane's 30-day figure for the equipment (null without an equipment). */
  laneRate: loadLaneRate.nullable(),
});
export type LoadEstimate = z.infer<typeof loadEstimate>;

export const loadBroker = z.object({
  id: z.uuid(),
  companyName: z.string(),
  mcNumber: z.string(),
});

/** A load as everyone sees it. */
export const loadView = z.object({
  id: z.uuid(),
  /** Short human reference, e.g. 1042 (shown as HC-1042). */
  number: z.number().int(),
  status: z.enum(LOAD_STATUSES),
  pickup: place,
  delivery: place,
  pickupWindowStart: isoDateTime,
  pickupWindowEnd: isoDateTime,
  deliveryWindowStart: isoDateTime,
  deliveryWindowEnd: isoDateTime,
  equipment: z.enum(EQUIPMENT_TYPES),
  weightLbs: z.number().int(),
  lengthFt: z.number().int().nullable(),
  commodity: z.string(),
  notes: z.string().nullable(),
  rateCents: z.number().int(),
  miles: z.number().int(),
  estimatedMiles: z.number().int(),
  ratePerMileCents: z.number().int(),
  premium: z.boolean(),
  expiryHours: z.number().int(),
  postedAt: isoDateTime,
  expiresAt: isoDateTime,
  broker: loadBroker,
});
export type LoadView = z.infer<typeof loadView>;

/** A load on the trucker's board. */
export const truckerLoad = loadView.extend({
  /** Miles from the deadhead origin to pickup (road estimate); null without an origin. */
  deadheadMiles: z.number().int().nullable(),
  /** The trucker's chat thread about this load, if any. */
  threadId: z.uuid().nullable(),
  /** How the load matches the trucker's lane profile; null until the trucker has a truck type. */
  match: loadMatch.nullable(),
  /** The load's rate against its lane's 30-day average ("8% below the 30-day lane average"). */
  laneRate: loadLaneRate,
  /** The broker's standing against their lanes (Fair payer / Below market / none). */
  brokerFairness: brokerFairness,
  /**
   * A premium load still inside its early-access window: only truckers with early access (the top
   * share by speed score) see it now (the card shows "Early access").
   */
  earlyAccess: z.boolean(),
});
export type TruckerLoad = z.infer<typeof truckerLoad>;

export const bookingParty = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string().nullable(),
});

/** A broker's (or admin's) view of a load, with who booked it. */
export const brokerLoad = loadView.extend({
  booking: z.object({ id: z.uuid(), bookedAt: isoDateTime, trucker: bookingParty }).nullable(),
  cancelledAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  /** Open chat threads about the load. */
  threadCount: z.number().int(),
  /** The load's rate against its lane's 30-day average. */
  laneRate: loadLaneRate,
});
export type BrokerLoad = z.infer<typeof brokerLoad>;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(EQUIPMENT_TYPES.length),
  );

const radius = z.coerce
  .number({ error: 'Radius must be a number' })
  .int('Radius must be a whole number of miles')
  .min(SEARCH_RADIUS_MILES.min, `Radius must be at least ${SEARCH_RADIUS_MILES.min} miles`)
  .max(SEARCH_RADIUS_MILES.max, `Radius must be at most ${SEARCH_RADIUS_MILES.max} miles`)
  .default(SEARCH_RADIUS_MILES.default);

const optionalQueryText = (label: string) => optionalText(label, 120);

/** GET /api/loads: the trucker's search. */
export const loadSearchQuery = z.object({
  origin: optionalQueryText('Origin'),
  originRadius: radius,
  destination: optionalQueryText('Destination'),
  destinationRadius: radius,
  equipment: csv(z.enum(EQUIPMENT_TYPES, { error: 'Unknown equipment type' })).optional(),
  minRatePerMileCents: z.coerce
    .number({ error: 'Minimum rate must be a number' })
    .int('Minimum rate must be in whole cents')
    .min(0, 'Minimum rate cannot be negative')
    .max(100_000, 'Minimum rate must be at most $1,000/mi')
    .optional(),
  maxMiles: z.coerce
    .number({ error: 'Max miles must be a number' })
    .int('Max miles must be a whole number')
    .min(1, 'Max miles must be at least 1')
    .max(MAX_LOAD_MILES, `Max miles must be at most ${MAX_LOAD_MILES}`)
    .optional(),
  /** Pickup window overlaps [pickupFrom, pickupBefore); the web sends the chosen local day. */
  pickupFrom: dateTimeInput('Pickup from').optional(),
  pickupBefore: dateTimeInput('Pickup before').optional(),
  sort: z.enum(LOAD_SORTS).default('newest'),
  /** Where deadhead is measured from; defaults to the trucker's home base. */
  deadheadFrom: optionalQueryText('Deadhead origin'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type LoadSearchQuery = z.input<typeof loadSearchQuery>;

export const locatedPoint = z.object({ label: z.string(), lat: z.number(), lng: z.number() });

export const loadSearchResult = z.object({
  items: z.array(truckerLoad),
  /**
   * How many loads match: exact unless `totalCapped`, when more than `total` match (the count
   * stops at SEARCH_COUNT_CAP, or at the end of the page asked for when that is further).
   */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  deadheadOrigin: locatedPoint.nullable(),
});
export type LoadSearchResult = z.infer<typeof loadSearchResult>;

/** GET /api/trucker/matches: the loads that pass the trucker's hard filters, best score first. */
export const matchesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const matchesResult = z.object({
  /** Every item has a non-null, eligible `match`. */
  items: z.array(truckerLoad),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Where deadhead is measured from (current location or home base); null without a profile. */
  deadheadOrigin: locatedPoint.nullable(),
  /** False until the trucker has a truck type and a located home base: nothing can match yet. */
  profileReady: z.boolean(),
});
export type MatchesResult = z.infer<typeof matchesResult>;

/** GET /api/broker/loads */
export const brokerLoadsQuery = z.object({
  status: z.enum(LOAD_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const brokerLoadList = z.object({
  items: z.array(brokerLoad),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BrokerLoadList = z.infer<typeof brokerLoadList>;

/** GET /api/admin/loads */
export const adminLoadsQuery = brokerLoadsQuery.extend({
  brokerId: z.uuid().optional(),
  /** Reference number, city or commodity. */
  q: optionalText('Search', 120),
});

/** Live events about loads. Topic "loads" carries board changes for truckers. */
export const LOADS_TOPIC = 'loads';
export const LOAD_EVENT_TYPES = {
  posted: 'load.posted',
  updated: 'load.updated',
  removed: 'load.removed',
} as const;
export const loadBoardEvent = z.object({ id: z.uuid(), status: z.enum(LOAD_STATUSES) });
export type LoadBoardEvent = z.infer<typeof loadBoardEvent>;

/** "Dallas, TX" / "Dallas TX" / "75201" → what to look up; null when it is neither. */
export function parseLocationQuery(q: string): { zip: string } | { city: string; state: string } | null {
  const s = q.trim();
  if (/^\d{5}$/.test(s)) return { zip: s };
  const m = /^(.+?)[,\s]+([A-Za-z]{2})$/.exec(s);
  if (!m?.[1] || !m[2]) return null;
  return { city: m[1].trim(), state: m[2].toUpperCase() };
}
