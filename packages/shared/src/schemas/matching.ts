import { z } from 'zod';
import { EQUIPMENT_TYPES, TRUCK_TYPES } from '../domain/equipment';
import { MAX_MIN_RATE_CENTS, RADIUS_MILES } from '../domain/freight';
import {
  ALERT_EMAIL_MODES,
  ALERT_LOAD_STATUSES,
  ALERT_THRESHOLD_BOUNDS,
  DEFAULT_ALERT_THRESHOLD,
  LANE_END_KINDS,
  MATCH_FACTORS,
  MINUTES_PER_DAY,
  WEEKDAYS,
} from '../domain/matching';
import {
  MEMBERSHIP_LIMITS as L,
  dateTimeInput,
  isoDateTime,
  optionalText,
  requiredText,
  usState,
} from './formats';

// ---------------------------------------------------------------------------------------------
// Lane profile (GET/PUT /api/trucker/profile)
// ---------------------------------------------------------------------------------------------

/**
 * One end of a preferred lane as typed: "Houston, TX", a 5-digit ZIP, a state code ("TX") or
 * "anywhere". The server locates it offline (like loads) and answers 400 on the field when it cannot.
 */
export const laneEndText = z
  .string({ error: 'Enter "City, ST", a ZIP code, a state or "anywhere"' })
  .trim()
  .min(1, 'Enter "City, ST", a ZIP code, a state or "anywhere"')
  .max(L.lane, `At most ${L.lane} characters`);

export const laneInput = z.object({ origin: laneEndText, destination: laneEndText });
export type LaneInput = z.infer<typeof laneInput>;

/** A located lane end. */
export const laneEnd = z.object({
  kind: z.enum(LANE_END_KINDS),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** "Houston, TX", "TX" or "Anywhere". */
  label: z.string(),
});
export type LaneEnd = z.infer<typeof laneEnd>;

export const lane = z.object({ origin: laneEnd, destination: laneEnd });
export type Lane = z.infer<typeof lane>;

const minuteOfDay = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a time of day` })
    .int(`${label} must be whole minutes`)
    .min(0, `${label} must be a time of day`)
    .max(max, `${label} must be a time of day`);

/** When the trucker takes pickups: days of the week and a daily window, in the trucker's time zone. */
export const availability = z
  .object({
    days: z
      .array(z.union(WEEKDAYS.map((d) => z.literal(d))), { error: 'Choose the days you are available' })
      .min(1, 'Choose at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
    /** Minutes after midnight: 0 = 00:00; end 1440 = end of the day. */
    startMinute: minuteOfDay('Available from', MINUTES_PER_DAY - 1),
    endMinute: minuteOfDay('Available until', MINUTES_PER_DAY),
  })
  .refine((a) => a.endMinute > a.startMinute, {
    path: ['endMinute'],
    message: 'Available until must be later than available from',
  });
export type Availability = z.infer<typeof availability>;

/** Quiet hours: no toast and no email between start and end (may wrap past midnight). */
export const quietHours = z
  .object({
    startMinute: minuteOfDay('Quiet hours start', MINUTES_PER_DAY - 1),
    endMinute: minuteOfDay('Quiet hours end', MINUTES_PER_DAY - 1),
  })
  .refine((q) => q.startMinute !== q.endMinute, {
    path: ['endMinute'],
    message: 'Quiet hours must end at a different time than they start',
  });
export type QuietHours = z.infer<typeof quietHours>;

export const alertSettings = z.object({
  /** The score (1–100) a load must reach to alert. */
  threshold: z
    .number({ error: 'Alert threshold must be a number' })
    .int('Alert threshold must be a whole number')
    .min(ALERT_THRESHOLD_BOUNDS.min, `Alert threshold must be at least ${ALERT_THRESHOLD_BOUNDS.min}`)
    .max(ALERT_THRESHOLD_BOUNDS.max, `Alert threshold must be at most ${ALERT_THRESHOLD_BOUNDS.max}`)
    .default(DEFAULT_ALERT_THRESHOLD),
  paused: z.boolean().default(false),
  quietHours: quietHours.nullable().default(null),
  email: z.enum(ALERT_EMAIL_MODES, { error: 'Choose off, instant or digest' }).default('off'),
});
export type AlertSettings = z.infer<typeof alertSettings>;

/** Where the truck is empty now or will be, and from when (overrides the home base until cleared). */
export const currentLocationInput = z.object({
  /** "Waco, TX" or a ZIP code. */
  place: requiredText('Current location', L.lane),
  availableFrom: dateTimeInput('Empty from'),
});
export type CurrentLocationInput = z.infer<typeof currentLocationInput>;

export const currentLocation = z.object({
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  availableFrom: isoDateTime,
  label: z.string(),
});
export type CurrentLocation = z.infer<typeof currentLocation>;

/** A trucker's max radius in miles (50–3000, default 400): onboarding and the lane profile. */
export const maxRadiusMiles = z
  .number({ error: 'Max radius must be a number' })
  .int('Max radius must be a whole number of miles')
  .min(RADIUS_MILES.min, `Max radius must be at least ${RADIUS_MILES.min} miles`)
  .max(RADIUS_MILES.max, `Max radius must be at most ${RADIUS_MILES.max} miles`)
  .default(RADIUS_MILES.default);

/** A trucker's minimum rate per mile in cents (the form's dollars with step 0.01), or none. */
export const minRatePerMileCents = z
  .number({ error: 'Minimum rate must be a number' })
  .int('Minimum rate must be in whole cents (step 0.01)')
  .min(0, 'Minimum rate cannot be negative')
  .max(MAX_MIN_RATE_CENTS, 'Minimum rate must be at most $100.00 per mile')
  .nullable()
  .default(null);

/** PUT /api/trucker/profile: the whole lane profile (replaces it). */
export const laneProfileInput = z.object({
  homeBaseCity: requiredText('Home city', L.city),
  homeBaseState: usState,
  currentLocation: currentLocationInput.nullable().default(null),
  maxRadius: maxRadiusMiles,
  truckTypes: z
    .array(z.enum(TRUCK_TYPES, { error: 'Unknown truck type' }), { error: 'Choose your equipment' })
    .min(1, 'Choose at least one truck type')
    .max(TRUCK_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'A truck type is listed twice'),
  equipmentDetails: optionalText('Equipment details', L.equipmentDetails),
  minRatePerMileCents: minRatePerMileCents,
  lanes: z.array(laneInput).max(L.lanes, `At most ${L.lanes} preferred lanes`).default([]),
  availability: availability.default({ days: [...WEEKDAYS], startMinute: 0, endMinute: MINUTES_PER_DAY }),
  alerts: alertSettings.default({
    threshold: DEFAULT_ALERT_THRESHOLD,
    paused: false,
    quietHours: null,
    email: 'off',
  }),
});
export type LaneProfileInput = z.input<typeof laneProfileInput>;
export type LaneProfileData = z.output<typeof laneProfileInput>;

// ---------------------------------------------------------------------------------------------
// Match scores
// ---------------------------------------------------------------------------------------------

export const matchReason = z.object({
  factor: z.enum([...MATCH_FACTORS, 'equipment', 'radius', 'availability']),
  /** "on your Houston → San Antonio lane", "14 mi deadhead", "$3.10/mi, above your $2.75 minimum". */
  text: z.string(),
  tone: z.enum(['good', 'neutral', 'bad']),
});
export type MatchReason = z.infer<typeof matchReason>;

/** How a load matches the signed-in trucker's lane profile. */
export const loadMatch = z.object({
  /** 0–100; 0 when a hard filter fails. */
  score: z.number().int().min(0).max(100),
  /** Passes every hard filter (equipment, radius, availability). */
  eligible: z.boolean(),
  /** Each factor in [0, 1] (all 0 when not eligible). */
  factors: z.record(z.enum(MATCH_FACTORS), z.number()),
  /** Best first; a failed hard filter comes first and says why. */
  reasons: z.array(matchReason),
});
export type LoadMatch = z.infer<typeof loadMatch>;

// ---------------------------------------------------------------------------------------------
// Alerts (GET /api/trucker/alerts, live `alert.created` on `user:<id>`)
// ---------------------------------------------------------------------------------------------

export const loadAlert = z.object({
  id: z.uuid(),
  loadId: z.uuid(),
  loadNumber: z.number().int(),
  score: z.number().int(),
  reasons: z.array(matchReason),
  pickup: z.object({ city: z.string(), state: z.string() }),
  delivery: z.object({ city: z.string(), state: z.string() }),
  equipment: z.enum(EQUIPMENT_TYPES),
  rateCents: z.number().int(),
  ratePerMileCents: z.number().int(),
  miles: z.number().int(),
  pickupWindowStart: isoDateTime,
  expiresAt: isoDateTime,
  /** The load now: still bookable, booked (by anyone), expired or cancelled. */
  loadStatus: z.enum(ALERT_LOAD_STATUSES),
  /** Sent during quiet hours: in the inbox, without a toast. */
  silent: z.boolean(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export type LoadAlert = z.infer<typeof loadAlert>;

export const alertsQuery = z.object({
  /** Alerts created before this one (the previous page's last id). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const alertsResponse = z.object({
  items: z.array(loadAlert),
  unread: z.number().int(),
  hasMore: z.boolean(),
});
export type AlertsResponse = z.infer<typeof alertsResponse>;

/** POST /api/trucker/alerts/read: the given alerts, or every alert when `ids` is absent. */
export const markAlertsReadInput = z.object({
  ids: z.array(z.uuid('Alert ids must be UUIDs')).min(1).max(100).optional(),
});
export const markAlertsReadResponse = z.object({ unread: z.number().int() });

/** Live events on the trucker's `user:<id>` topic. */
export const ALERT_EVENTS = {
  /** data: LoadAlert */
  created: 'alert.created',
  /** data: { unread: number } after alerts were read (every tab updates its bell). */
  read: 'alert.read',
} as const;
