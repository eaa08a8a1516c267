import { ALERT_DIGEST_MINUTES, DEFAULT_ALERT_THRESHOLD, RADIUS_MILES } from '@haulclub/shared';

/** The lane editor (onboarding and /trucker/profile): typed origin → destination pairs. */
export const LANE_EDITOR = {
  legend: 'Preferred lanes',
  hint: 'Each end: "City, ST", a ZIP code, a state like TX, or "anywhere". Press Enter or + to add.',
  origin: 'Lane origin',
  destination: 'Lane destination',
  originPlaceholder: 'Houston, TX',
  destinationPlaceholder: 'San Antonio, TX',
  add: 'Add lane',
  remove: (lane: string) => `Remove ${lane}`,
  listLabel: 'Your preferred lanes',
  lane: (origin: string, destination: string) => `${origin} → ${destination}`,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** 540 → "09:00" (the value of an <input type="time">). */
export const minuteToTime = (minute: number) => `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`;

/** /trucker/profile: the whole lane profile, editable any time. */
export const LANE_PROFILE_PAGE = {
  title: 'Lane profile',
  heading: 'Your lane profile',
  intro:
    'What we match loads against: where your truck is, what it hauls, the lanes you like and when alerts reach you.',
  loading: 'Loading your lane profile…',
  loadError: 'Could not load your lane profile.',
  notOnboarded: 'Finish onboarding first: your lane profile starts with your home base and truck.',
  finishOnboarding: 'Finish onboarding',
  save: 'Save lane profile',
  saving: 'Saving…',
  saved: 'Lane profile saved',
  saveError: 'Could not save your lane profile',
  legacy: {
    heading: 'Some lanes you typed before could not be located',
    body: 'Re-enter them below as origin and destination. They are removed when you save.',
  },
  sections: {
    location: 'Home base & current location',
    equipment: 'Equipment',
    radius: 'Radius & minimum rate',
    lanes: 'Preferred lanes',
    availability: 'Availability',
    alerts: 'Alerts',
  },
  fields: {
    homeBaseCity: 'Home city',
    homeBaseState: 'Home state',
    currentPlace: 'Empty in',
    currentPlacePlaceholder: 'Waco, TX or 76701',
    currentFrom: 'Empty from',
    currentHint:
      'Where your truck is (or will be) empty. Matching uses it instead of your home base until you clear it.',
    clearCurrent: 'Clear current location',
    truckTypes: 'Truck types',
    truckTypesHint: 'Every truck you run. Loads you can haul with any of them match.',
    equipmentDetails: 'Equipment details',
    maxRadius: 'Max radius (miles)',
    maxRadiusHint: `Pickups within this many road miles of your truck (${RADIUS_MILES.min}–${RADIUS_MILES.max}).`,
    minRate: 'Minimum rate ($/mi)',
    minRatePlaceholder: 'No minimum',
    days: 'Available days',
    from: 'Available from',
    until: 'Available until',
    availabilityHint: 'Pickup hours in your home base time zone; until midnight means to the end of the day.',
    threshold: 'Alert threshold (match %)',
    thresholdHint: `Alert me for loads that match at least this much (1–100; default ${DEFAULT_ALERT_THRESHOLD}).`,
    paused: 'Pause alerts',
    quietHours: 'Quiet hours',
    quietOff: 'Off',
    quietOn: 'On',
    quietFrom: 'Quiet from',
    quietUntil: 'Quiet until',
    quietHint: 'No pop-ups or emails in these hours; alerts wait in your inbox.',
    email: 'Email alerts',
    emailModes: {
      off: 'Off',
      instant: 'Instantly',
      digest: `Every ${ALERT_DIGEST_MINUTES} minutes`,
    },
  },
} as const;

/** The dashboard card (LaneProfileCard). */
export const LANE_PROFILE_CARD = {
  heading: 'Lane profile',
  intro: 'What we match loads against.',
  homeBase: 'Home base',
  currentLocation: 'Empty in',
  emptyFrom: (place: string, when: string) => `${place} from ${when}`,
  truckTypes: 'Truck types',
  maxRadius: 'Max radius',
  minRate: 'Minimum rate',
  lanes: 'Preferred lanes',
  noLanes: 'None yet',
  unlocated: (n: number) => `${n} older ${n === 1 ? 'lane' : 'lanes'} could not be located: re-enter`,
  availability: 'Available',
  everyDay: 'Every day',
  allDay: 'all day',
  alerts: 'Alerts',
  alertsPaused: 'Paused',
  alertsOn: (threshold: number) => `At ${threshold}% match or better`,
  quiet: (from: string, until: string) => `quiet ${from}–${until}`,
  notSet: 'Not set',
  edit: 'Edit lane profile',
} as const;
