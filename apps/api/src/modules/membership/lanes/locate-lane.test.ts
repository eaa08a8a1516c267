import { describe, expect, it } from 'vitest';
import { convertLegacyLanes, locateLaneEnd, locateLanes, splitLegacyLane } from './locate-lane';

describe('locateLaneEnd', () => {
  it.each([
    ['anywhere', 'anywhere', 'Anywhere'],
    ['  AnyWhere ', 'anywhere', 'Anywhere'],
    ['tx', 'state', 'TX'],
    ['Houston, TX', 'place', 'Houston, TX'],
    ['houston tx', 'place', 'Houston, TX'],
    ['76701', 'place', 'Waco, TX'],
  ])('locates %j as a %s (%s)', (text, kind, label) => {
    expect(locateLaneEnd(text)).toMatchObject({ kind, label });
  });

  it.each(['nonsense lane', 'XX', '00000', 'Gotham, NY', ''])('does not locate %j', (text) => {
    expect(locateLaneEnd(text)).toBeNull();
  });
});

describe('locateLanes', () => {
  it('treats a ZIP and its city as the same lane end (a duplicate)', () => {
    const { errors } = locateLanes([
      { origin: 'Waco, TX', destination: 'TX' },
      { origin: '76701', destination: 'tx' },
    ]);
    expect(errors).toEqual([expect.objectContaining({ field: 'lanes.1' })]);
  });
});

describe('legacy lanes', () => {
  it.each([
    ['Dallas, TX → Houston, TX', 'Dallas, TX', 'Houston, TX'],
    ['Dallas, TX -> Houston, TX', 'Dallas, TX', 'Houston, TX'],
    ['Dallas, TX to Houston, TX', 'Dallas, TX', 'Houston, TX'],
    ['Dallas, TX TO Houston, TX', 'Dallas, TX', 'Houston, TX'],
    ['Dallas, TX - Houston, TX', 'Dallas, TX', 'Houston, TX'],
    ['Winston-Salem, NC - Toledo, OH', 'Winston-Salem, NC', 'Toledo, OH'],
  ])('splits %j', (text, origin, destination) => {
    expect(splitLegacyLane(text)).toEqual({ origin, destination });
  });

  it.each(['Dallas', 'Dallas → Houston → Austin', '→ Houston'])('does not split %j', (text) => {
    expect(splitLegacyLane(text)).toBeNull();
  });

  it('keeps what cannot be located and drops repeats', () => {
    const { lanes, unlocated } = convertLegacyLanes([
      'Dallas, TX → Houston, TX',
      'dallas tx to houston tx',
      'OKC → Dallas',
      'anywhere → anywhere',
    ]);
    expect(lanes.map((l) => `${l.origin.label} → ${l.destination.label}`)).toEqual([
      'Dallas, TX → Houston, TX',
    ]);
    expect(unlocated).toEqual(['OKC → Dallas', 'anywhere → anywhere']);
  });
});
