import zipcodes from 'zipcodes';
import { type FieldError, type Place, type PlaceInput } from '@haulclub/shared';
import { AppError } from '../../lib/errors';
import { findPlace, lookupCity } from '../../lib/places';

/**
 * Locates a place a broker entered with the offline ZIP data: the ZIP gives
 * the coordinates and must be in the state; the city must exist in that
 * state and is stored as the data spells it. Returns the field errors
 * (dotted under `prefix`) when it cannot.
 */
export function locatePlace(
  input: PlaceInput,
  prefix: string,
): { place: Place; errors: [] } | { place: null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const zip = zipcodes.lookup(input.zip);
  if (!zip) errors.push({ field: `${prefix}.zip`, message: `ZIP ${input.zip} was not found` });
  else if (zip.state !== input.state) {
    errors.push({
      field: `${prefix}.zip`,
      message: `ZIP ${input.zip} is in ${zip.state}, not ${input.state}`,
    });
  }
  const city = lookupCity(input.city, input.state);
  if (!city)
    errors.push({ field: `${prefix}.city`, message: `No city named ${input.city} in ${input.state}` });
  if (!zip || !city || errors.length > 0) return { place: null, errors };
  return {
    place: { city: city.city, state: input.state, zip: zip.zip, lat: zip.latitude, lng: zip.longitude },
    errors: [],
  };
}

/** Both places of a load, or one 400 naming every bad field. */
export function locateLoadPlaces(
  pickup: PlaceInput,
  delivery: PlaceInput,
): { pickup: Place; delivery: Place } {
  const from = locatePlace(pickup, 'pickup');
  const to = locatePlace(delivery, 'delivery');
  if (!from.place || !to.place) throw AppError.validation([...from.errors, ...to.errors]);
  return { pickup: from.place, delivery: to.place };
}

export { findPlace };

/** Like findPlace, but a 400 on `field` when the text is not a known place. */
export function locateQueryText(q: string, field: string): Place {
  const place = findPlace(q);
  if (!place) {
    throw AppError.validation([
      { field, message: `We could not find "${q}". Enter "City, ST" or a 5-digit ZIP code` },
    ]);
  }
  return place;
}
