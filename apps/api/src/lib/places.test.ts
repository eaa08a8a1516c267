import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { findPlace, lookupCity } from './places';

describe('lookupCity', () => {
  it('finds the record lookupByName lists first, whatever the case or state spelling', () => {
    for (const [city, state] of [
      ['Dallas', 'TX'],
      ['dallas', 'tx'],
      ['SPRINGFIELD', 'Illinois'],
      ['Portland', 'OR'],
      ['Portland', 'ME'],
      ['austin', 'texas'],
    ] as const) {
      const expected = zipcodes.lookupByName(city, state)[0];
      expect(expected, `${city}, ${state} is in the data`).toBeDefined();
      expect(lookupCity(city, state)).toBe(expected);
    }
  });

  it('finds nothing for an unknown city or state', () => {
    expect(lookupCity('Atlantis', 'TX')).toBeUndefined();
    expect(lookupCity('Dallas', 'ZZ')).toBeUndefined();
    expect(lookupCity('Dallas', '')).toBeUndefined();
  });

  it('locates a "City, ST" query as before', () => {
    expect(findPlace('Dallas, TX')).toMatchObject({ city: 'Dallas', state: 'TX' });
    expect(findPlace('Atlantis, TX')).toBeNull();
  });
});
