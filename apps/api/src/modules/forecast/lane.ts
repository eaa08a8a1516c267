import { estimateRoadMiles, FUTURES_LIMITS } from '@haulclub/shared';
import { AppError } from '../../lib/errors';
import { findPlace } from '../../lib/places';
import { marketOfQuery } from '../market/index';

/** One located end of a futures lane. */
export interface LaneEnd {
  /** "Dallas, TX": the place as resolved (canonical spelling), shown on every screen. */
  label: string;
  zip: string;
  /** The 3-digit ZIP market the lane rates and the forecast read (a city: where most of its ZIPs are). */
  market: string;
  lat: number;
  lng: number;
}

export interface FuturesLane {
  from: LaneEnd;
  to: LaneEnd;
  /** Estimated road miles between the ends. */
  miles: number;
}

function laneEnd(q: string, field: string): LaneEnd {
  const place = findPlace(q);
  if (!place) {
    throw AppError.validation([
      { field, message: `We could not find "${q.trim()}". Enter "City, ST" or a 5-digit ZIP code` },
    ]);
  }
  return {
    label: `${place.city}, ${place.state}`,
    zip: place.zip,
    market: marketOfQuery(q, field),
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * A futures lane typed as "City, ST" or a ZIP at each end → its located ends and road miles. An
 * unknown place is a 400 naming `lane_from` or `lane_to`; a lane over 400 miles (the club's
 * short-haul promise) is a 400 naming `lane_to`. Offline (the zipcodes data), no database.
 */
export function resolveFuturesLane(laneFrom: string, laneTo: string): FuturesLane {
  const from = laneEnd(laneFrom, 'lane_from');
  const to = laneEnd(laneTo, 'lane_to');
  const miles = estimateRoadMiles(from, to);
  if (miles > FUTURES_LIMITS.maxLaneMiles) {
    throw AppError.validation([
      {
        field: 'lane_to',
        message: `This lane is about ${miles} road miles; HaulClub futures are for lanes under ${FUTURES_LIMITS.maxLaneMiles} miles`,
      },
    ]);
  }
  return { from, to, miles };
}
