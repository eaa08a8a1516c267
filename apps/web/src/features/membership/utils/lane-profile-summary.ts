import {
  MINUTES_PER_DAY,
  WEEKDAY_LABELS,
  type AlertSettings,
  type Availability,
  type Lane,
} from '@haulclub/shared';

import { LANE_EDITOR, LANE_PROFILE_CARD as copy, minuteToTime } from '@/content/lane-profile';

/** "Houston, TX → San Antonio, TX". */
export const laneText = (lane: Lane) => LANE_EDITOR.lane(lane.origin.label, lane.destination.label);

/** "Every day, all day", "Mon–Fri, 06:00–18:00", "Sat, Sun, 08:00–00:00". */
export function availabilityText({ days, startMinute, endMinute }: Availability): string {
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const consecutive = first !== undefined && last !== undefined && last - first === sorted.length - 1;
  const dayText =
    sorted.length === 7
      ? copy.everyDay
      : consecutive && sorted.length >= 3
        ? `${WEEKDAY_LABELS[first]}–${WEEKDAY_LABELS[last]}`
        : sorted.map((d) => WEEKDAY_LABELS[d]).join(', ');
  const hours =
    startMinute === 0 && endMinute === MINUTES_PER_DAY
      ? copy.allDay
      : `${minuteToTime(startMinute)}–${minuteToTime(endMinute)}`;
  return `${dayText}, ${hours}`;
}

/** "At 70% match or better · quiet 22:00–06:00" or "Paused". */
export function alertsText(alerts: AlertSettings): string {
  if (alerts.paused) return copy.alertsPaused;
  const quiet = alerts.quietHours
    ? ` · ${copy.quiet(minuteToTime(alerts.quietHours.startMinute), minuteToTime(alerts.quietHours.endMinute))}`
    : '';
  return `${copy.alertsOn(alerts.threshold)}${quiet}`;
}
