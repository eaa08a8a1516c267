import {
  ALERT_EMAIL_MODES,
  MINUTES_PER_DAY,
  WEEKDAYS,
  alertSettings,
  availability,
  laneProfileInput,
  truckerEquipmentStep,
  type LaneProfileInput,
  type TruckerProfile,
} from '@haulclub/shared';
import { z } from 'zod';

import { minuteToTime } from '@/content/lane-profile';

import { dollarsToCents } from './money';

const shape = laneProfileInput.shape;
const time = (label: string) => z.string().regex(/^\d{2}:\d{2}$/, `${label} must be a time of day`);
/** "09:30" → 570. */
export const timeToMinute = (value: string) => {
  const [h = 0, m = 0] = value.split(':').map(Number);
  return h * 60 + m;
};
/** "Available until" 00:00 means the end of the day. */
const untilMinute = (value: string) => timeToMinute(value) || MINUTES_PER_DAY;

/**
 * The /trucker/profile form: the shared lane profile schema with the fields as the page shows them
 * (dollars for the rate, a local date-time for "empty from", times of day, quiet hours on/off).
 */
export const laneProfileForm = z
  .object({
    homeBaseCity: shape.homeBaseCity,
    homeBaseState: shape.homeBaseState,
    currentPlace: z.string().trim(),
    /** An <input type="datetime-local"> value, in the browser's zone. */
    currentFrom: z.string(),
    truckTypes: shape.truckTypes,
    equipmentDetails: shape.equipmentDetails,
    maxRadius: shape.maxRadius,
    minRateDollars: z.preprocess(
      (value) => (typeof value === 'number' ? dollarsToCents(value) : value),
      truckerEquipmentStep.shape.minRatePerMileCents,
    ),
    lanes: shape.lanes,
    days: availability.shape.days,
    availableFrom: time('Available from'),
    availableUntil: time('Available until'),
    threshold: alertSettings.shape.threshold,
    paused: z.boolean(),
    quietOn: z.boolean(),
    quietFrom: z.string(),
    quietUntil: z.string(),
    email: z.enum(ALERT_EMAIL_MODES),
  })
  .superRefine((v, ctx) => {
    if (v.currentPlace && !v.currentFrom)
      ctx.addIssue({ code: 'custom', path: ['currentFrom'], message: 'Enter when your truck is empty' });
    if (!v.currentPlace && v.currentFrom)
      ctx.addIssue({ code: 'custom', path: ['currentPlace'], message: 'Enter where your truck is empty' });
    if (untilMinute(v.availableUntil) <= timeToMinute(v.availableFrom))
      ctx.addIssue({
        code: 'custom',
        path: ['availableUntil'],
        message: 'Available until must be later than available from',
      });
    if (v.quietOn && (!v.quietFrom || !v.quietUntil || v.quietFrom === v.quietUntil))
      ctx.addIssue({
        code: 'custom',
        path: ['quietUntil'],
        message: 'Quiet hours must end at a different time than they start',
      });
  });
export type LaneProfileFormInput = z.input<typeof laneProfileForm>;
export type LaneProfileFormOutput = z.output<typeof laneProfileForm>;

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as an <input type="datetime-local"> value in the browser's zone. */
export function toLocalDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's values for a stored profile. */
export function formValuesOf(profile: TruckerProfile): LaneProfileFormInput {
  const quiet = profile.alerts.quietHours;
  return {
    homeBaseCity: profile.homeBaseCity ?? '',
    homeBaseState: profile.homeBaseState ?? '',
    currentPlace: profile.currentLocation?.label ?? '',
    currentFrom: profile.currentLocation ? toLocalDateTime(profile.currentLocation.availableFrom) : '',
    truckTypes: profile.truckTypes,
    equipmentDetails: profile.equipmentDetails ?? '',
    maxRadius: profile.maxRadius,
    minRateDollars: profile.minRatePerMileCents === null ? null : profile.minRatePerMileCents / 100,
    lanes: profile.lanes.map((lane) => ({ origin: lane.origin.label, destination: lane.destination.label })),
    days: profile.availability.days,
    availableFrom: minuteToTime(profile.availability.startMinute),
    availableUntil: minuteToTime(profile.availability.endMinute),
    threshold: profile.alerts.threshold,
    paused: profile.alerts.paused,
    quietOn: quiet !== null,
    quietFrom: quiet ? minuteToTime(quiet.startMinute) : '22:00',
    quietUntil: quiet ? minuteToTime(quiet.endMinute) : '06:00',
    email: profile.alerts.email,
  };
}

/** The PUT /api/trucker/profile body for the form's values. */
export function toLaneProfileInput(v: LaneProfileFormOutput): LaneProfileInput {
  return {
    homeBaseCity: v.homeBaseCity,
    homeBaseState: v.homeBaseState,
    currentLocation: v.currentPlace
      ? { place: v.currentPlace, availableFrom: new Date(v.currentFrom).toISOString() }
      : null,
    truckTypes: v.truckTypes,
    equipmentDetails: v.equipmentDetails ?? '',
    maxRadius: v.maxRadius,
    minRatePerMileCents: v.minRateDollars,
    lanes: v.lanes,
    availability: {
      days: [...WEEKDAYS].filter((d) => v.days.includes(d)),
      startMinute: timeToMinute(v.availableFrom),
      endMinute: untilMinute(v.availableUntil),
    },
    alerts: {
      threshold: v.threshold,
      paused: v.paused,
      quietHours: v.quietOn
        ? { startMinute: timeToMinute(v.quietFrom), endMinute: timeToMinute(v.quietUntil) }
        : null,
      email: v.email,
    },
  };
}

export type LaneProfileField = Exclude<keyof LaneProfileFormInput, 'lanes'>;

/** Where a server field error belongs on the form: a form field, or a lane by index. */
export function formFieldOfServerError(field: string): LaneProfileField | { lane: number } | 'lanes' | null {
  const lane = /^lanes\.(\d+)/.exec(field);
  if (lane?.[1]) return { lane: Number(lane[1]) };
  if (field === 'lanes') return 'lanes';
  const [head = '', ...rest] = field.split('.');
  const sub = rest.join('.');
  switch (head) {
    case 'currentLocation':
      return sub === 'availableFrom' ? 'currentFrom' : 'currentPlace';
    case 'minRatePerMileCents':
      return 'minRateDollars';
    case 'availability':
      return sub.startsWith('days') ? 'days' : sub === 'startMinute' ? 'availableFrom' : 'availableUntil';
    case 'alerts':
      if (sub.startsWith('quietHours')) return sub.endsWith('startMinute') ? 'quietFrom' : 'quietUntil';
      return sub === 'threshold' ? 'threshold' : sub === 'paused' ? 'paused' : 'email';
    case 'truckTypes':
      return 'truckTypes';
    case 'homeBaseCity':
    case 'homeBaseState':
    case 'equipmentDetails':
    case 'maxRadius':
      return head;
    default:
      return null;
  }
}
