import {
  ALERT_EMAIL_MODES,
  WEEKDAYS,
  type AlertSettings,
  type Availability,
  type CurrentLocation,
  type Lane,
  type LaneEnd,
} from '@haulclub/shared';
import type { TruckerRow } from '../repository';
import type { TruckerLaneRow } from './repository';

function end(kind: LaneEnd['kind'], city: string | null, state: string | null, zip: string | null): LaneEnd {
  const label = kind === 'anywhere' ? 'Anywhere' : kind === 'state' ? (state ?? '') : `${city}, ${state}`;
  return { kind, city, state, zip, label };
}

export function toLane(row: TruckerLaneRow): Lane {
  return {
    origin: end(row.originKind, row.originCity, row.originState, row.originZip),
    destination: end(row.destinationKind, row.destinationCity, row.destinationState, row.destinationZip),
  };
}

export function toCurrentLocation(t: TruckerRow): CurrentLocation | null {
  if (!t.currentCity || !t.currentState || !t.currentZip || !t.currentAvailableFrom) return null;
  return {
    city: t.currentCity,
    state: t.currentState,
    zip: t.currentZip,
    availableFrom: t.currentAvailableFrom.toISOString(),
    label: `${t.currentCity}, ${t.currentState}`,
  };
}

const isWeekday = (d: number): d is Availability['days'][number] =>
  (WEEKDAYS as readonly number[]).includes(d);

export function toAvailability(t: TruckerRow): Availability {
  return {
    days: t.availableDays.filter(isWeekday),
    startMinute: t.availableStartMinute,
    endMinute: t.availableEndMinute,
  };
}

export function toAlertSettings(t: TruckerRow): AlertSettings {
  return {
    threshold: t.alertThreshold,
    paused: t.alertsPaused,
    quietHours:
      t.quietStartMinute !== null && t.quietEndMinute !== null
        ? { startMinute: t.quietStartMinute, endMinute: t.quietEndMinute }
        : null,
    email: ALERT_EMAIL_MODES.includes(t.alertEmail) ? t.alertEmail : 'off',
  };
}
