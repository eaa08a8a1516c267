import zipcodes from 'zipcodes';
import { parseLocationQuery, type Place } from '@haulclub/shared';

type ZipRecord = NonNullable<ReturnType<typeof zipcodes.lookup>>;

/** Per state (as `zipcodes.lookupByState` understands it, upper-cased): upper-cased city → its first ZIP record. */
const citiesByState = new Map<string, Map<string, ZipRecord>>();

/**
 * The first ZIP record of `city` in `state`, the record `zipcodes.lookupByName(city, state)[0]`
 * returns, without its scan: that upper-cases every city of the state on every call (a post
 * locates two places). Each state's index is built on its first lookup; only states the data
 * knows are kept, so the map stays bounded whatever callers pass.
 */
export function lookupCity(city: string, state: string): ZipRecord | undefined {
  const stateKey = state.toUpperCase();
  let cities = citiesByState.get(stateKey);
  if (!cities) {
    const records = zipcodes.lookupByState(stateKey);
    if (records.length === 0) return undefined;
    cities = new Map();
    for (const record of records) {
      const key = record.city.toUpperCase();
      if (!cities.has(key)) cities.set(key, record);
    }
    citiesByState.set(stateKey, cities);
  }
  return cities.get(city.toUpperCase());
}

/**
 * "Dallas, TX" / "Dallas TX" / "75201" → a located place (offline ZIP data), or null when it is
 * neither or unknown. Shared by the load board (search origin/destination) and lane profiles.
 */
export function findPlace(q: string): Place | null {
  const parsed = parseLocationQuery(q);
  if (!parsed) return null;
  const match = 'zip' in parsed ? zipcodes.lookup(parsed.zip) : lookupCity(parsed.city, parsed.state);
  if (!match) return null;
  return { city: match.city, state: match.state, zip: match.zip, lat: match.latitude, lng: match.longitude };
}
