import { describe, expect, it } from 'vitest';

import { createTruckerProfile } from '@/testing/trucker-profile';

import {
  formFieldOfServerError,
  formValuesOf,
  laneProfileForm,
  toLaneProfileInput,
} from './lane-profile-form';

describe('lane profile form', () => {
  it.each([
    ['homeBaseCity', 'homeBaseCity'],
    ['currentLocation.place', 'currentPlace'],
    ['currentLocation.availableFrom', 'currentFrom'],
    ['minRatePerMileCents', 'minRateDollars'],
    ['truckTypes.0', 'truckTypes'],
    ['availability.days', 'days'],
    ['availability.startMinute', 'availableFrom'],
    ['availability.endMinute', 'availableUntil'],
    ['alerts.threshold', 'threshold'],
    ['alerts.quietHours.endMinute', 'quietUntil'],
    ['alerts.email', 'email'],
    ['lanes.2.origin', { lane: 2 }],
    ['lanes.0', { lane: 0 }],
    ['somethingElse', null],
  ])('puts the server error on %s under %j', (field, target) => {
    expect(formFieldOfServerError(field)).toEqual(target);
  });

  it('round-trips a profile, with "until 00:00" as the end of the day', () => {
    const profile = createTruckerProfile({
      availability: { days: [5, 1], startMinute: 0, endMinute: 1440 },
    });
    const values = laneProfileForm.parse(formValuesOf(profile));
    expect(values.availableUntil).toBe('00:00');
    expect(toLaneProfileInput(values)).toMatchObject({
      availability: { days: [1, 5], startMinute: 0, endMinute: 1440 },
      minRatePerMileCents: 250,
      currentLocation: null,
      alerts: { threshold: 70, paused: false, quietHours: null, email: 'off' },
    });
  });

  it('refuses a window that ends before it starts, and equal quiet hours', () => {
    const values = formValuesOf(createTruckerProfile());
    const result = laneProfileForm.safeParse({
      ...values,
      availableFrom: '18:00',
      availableUntil: '06:00',
      quietOn: true,
      quietFrom: '22:00',
      quietUntil: '22:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['availableUntil', 'quietUntil']);
  });
});
