import { estimateRoadMiles, type LoadEstimate, type PlaceInput } from '@haulclub/shared';
import { locateLoadPlaces } from '../places';

/** POST /api/broker/loads/estimate: the located places and the road-mile estimate, for the form. */
export function estimateLoad(input: { pickup: PlaceInput; delivery: PlaceInput }): LoadEstimate {
  const { pickup, delivery } = locateLoadPlaces(input.pickup, input.delivery);
  return { pickup, delivery, estimatedMiles: estimateRoadMiles(pickup, delivery) };
}
