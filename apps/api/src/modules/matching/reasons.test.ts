import { describe, expect, it } from 'vitest';
import { hoursText, matchReasons, toLoadMatch, type MatchRow } from './reasons';

const base: MatchRow = {
  profileReady: true,
  eligible: true,
  score: 81,
  equipmentOk: true,
  radiusOk: true,
  availabilityOk: true,
  freeOk: true,
  truckTypes: ['Step Deck'],
  equipment: 'Step Deck',
  deadheadMiles: 14,
  maxRadius: 300,
  fromCurrent: false,
  freeAt: '2026-11-25 18:00:00+00',
  freeLater: false,
  waitHours: 2.2,
  ratePerMileCents: 310,
  minRatePerMileCents: 275,
  weightLbs: 18_000,
  lengthFt: null,
  capacityShare: 0.375,
  laneCount: 2,
  laneOriginFits: true,
  laneDestinationFits: true,
  laneOriginKind: 'place',
  laneOriginCity: 'Houston',
  laneOriginState: 'TX',
  laneOriginZip: '77002',
  laneDestinationKind: 'place',
  laneDestinationCity: 'San Antonio',
  laneDestinationState: 'TX',
  laneDestinationZip: '78205',
  deadheadFactor: 0.953,
  rateFactor: 0.88,
  laneFactor: 1,
  timingFactor: 0.996,
  fitFactor: 1,
};

describe('matchReasons', () => {
  it('says why a load fits, best first', () => {
    expect(matchReasons(base)).toEqual([
      { factor: 'deadhead', text: '14 mi deadhead', tone: 'good' },
      { factor: 'rate', text: '$3.10/mi, above your $2.75 minimum', tone: 'good' },
      { factor: 'lane', text: 'on your Houston, TX → San Antonio, TX lane', tone: 'good' },
      { factor: 'timing', text: 'pickup in 2 h', tone: 'good' },
      { factor: 'fit', text: '18,000 lbs fits a Step Deck', tone: 'good' },
    ]);
  });

  it('puts weak factors last', () => {
    const texts = matchReasons({
      ...base,
      deadheadMiles: 280,
      deadheadFactor: 0.07,
      laneOriginFits: false,
      laneFactor: 0.5,
    });
    expect(texts.at(-1)).toEqual({ factor: 'deadhead', text: '280 mi deadhead', tone: 'bad' });
    expect(texts).toContainEqual({
      factor: 'lane',
      text: 'delivery fits your Houston, TX → San Antonio, TX lane',
      tone: 'neutral',
    });
  });

  it('names the failed hard filters of an ineligible pair, and only those', () => {
    const r = { ...base, eligible: false, score: 0, truckTypes: ['Hotshot'], equipmentOk: false };
    expect(matchReasons(r)).toEqual([
      { factor: 'equipment', text: "Your Hotshot can't haul Step Deck", tone: 'bad' },
    ]);
    const far = { ...base, eligible: false, radiusOk: false, deadheadMiles: 1_240, maxRadius: 400 };
    expect(matchReasons(far)[0]?.text).toBe('1,240 mi deadhead, beyond your 400 mi radius');
    const many = {
      ...base,
      eligible: false,
      truckTypes: ['Dry Van', 'Hotshot', 'Lowboy'],
      equipmentOk: false,
      availabilityOk: false,
    };
    expect(matchReasons(many).map((x) => x.text)).toEqual([
      "Your Dry Van, Hotshot or Lowboy can't haul Step Deck",
      'Pickup is outside your available days and hours',
    ]);
  });

  it('words rates without a minimum, lanes by state or anywhere, and timing from when the truck is free', () => {
    const r = matchReasons({
      ...base,
      minRatePerMileCents: null,
      laneOriginKind: 'state',
      laneOriginCity: null,
      laneOriginState: 'TX',
      laneDestinationKind: 'anywhere',
      laneDestinationState: null,
      freeLater: true,
      waitHours: 0,
    });
    expect(r.map((x) => x.text)).toEqual(
      expect.arrayContaining(['$3.10/mi', 'on your TX → anywhere lane', "pickup open when you're free"]),
    );
    expect(matchReasons({ ...base, laneCount: 0, laneFactor: 0.4 })).toContainEqual({
      factor: 'lane',
      text: 'No preferred lanes set',
      tone: 'neutral',
    });
  });
});

describe('hoursText', () => {
  it('rounds to minutes, hours, then days', () => {
    expect(hoursText(0.01)).toBe('1 min');
    expect(hoursText(0.5)).toBe('30 min');
    expect(hoursText(0.999)).toBe('1 h');
    expect(hoursText(30.4)).toBe('30 h');
    expect(hoursText(72)).toBe('3 days');
  });
});

describe('toLoadMatch', () => {
  it('is null until the profile can match, and zeroes factors of ineligible pairs', () => {
    expect(toLoadMatch({ ...base, profileReady: false })).toBeNull();
    expect(toLoadMatch({ ...base, eligible: false, score: 0, equipmentOk: false })?.factors).toEqual({
      deadhead: 0,
      rate: 0,
      lane: 0,
      timing: 0,
      fit: 0,
    });
    expect(toLoadMatch(base)).toMatchObject({
      score: 81,
      eligible: true,
      factors: { deadhead: 0.953, lane: 1 },
    });
  });
});
