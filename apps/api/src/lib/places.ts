import zipcodes from 'zipcodes';
import { parseLocationQuery, type Place } from '@haulclub/shared';

/**
 * "Dallas, TX" / "Dallas TX" / "75201" → a located place (offline ZIP data), or null when it is
 * neither or unknown. Shared by the load board (search origin/destination) and lane profiles.
 */
export function findPlace(q: string): Place | null {
  const parsed = parseLocationQuery(q);
  if (!parsed) return null;
  const match =
    'zip' in parsed ? zipcodes.lookup(parsed.zip) : zipcodes.lookupByName(parsed.city, parsed.state)[0];
  if (!match) return null;
  return { city: match.city, state: match.state, zip: match.zip, lat: match.latitude, lng: match.longitude };
}
