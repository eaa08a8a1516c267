import { describe, expect, it } from 'vitest';
import { findPlace, locatePlace } from './places';

describe('locatePlace', () => {
  it('takes coordinates from the ZIP and spells the city as the data does', () => {
    expect(locatePlace({ city: 'fort worth', state: 'TX', zip: '76102' }, 'pickup')).toEqual({
      place: {
        city: 'Fort Worth',
        state: 'TX',
        zip: '76102',
        lat: expect.any(Number),
        lng: expect.any(Number),
      },
      errors: [],
    });
  });

  it('names the ZIP when it is unknown or in another state, and the city when the state has none', () => {
    const fields = (city: string, zip: string) =>
      locatePlace({ city, state: 'TX', zip }, 'delivery').errors.map((e) => e.field);
    expect(fields('Dallas', '00000')).toEqual(['delivery.zip']);
    expect(fields('Dallas', '73102')).toEqual(['delivery.zip']);
    expect(fields('Tulsa', '75201')).toEqual(['delivery.city']);
    expect(fields('Atlantis', '99999')).toEqual(['delivery.zip', 'delivery.city']);
  });
});

describe('findPlace', () => {
  it('reads "City, ST", "City ST" and ZIP codes, and nothing else', () => {
    expect(findPlace('Oklahoma City, ok')).toMatchObject({ city: 'Oklahoma City', state: 'OK' });
    expect(findPlace('Austin TX')).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(findPlace('77002')).toMatchObject({ city: 'Houston', zip: '77002' });
    expect(findPlace('Atlantis, TX')).toBeNull();
    expect(findPlace('Texas')).toBeNull();
  });
});
