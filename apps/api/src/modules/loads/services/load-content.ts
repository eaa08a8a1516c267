import {
  MAX_LOAD_MILES,
  checkLoadWindows,
  estimateRoadMiles,
  type EditLoadData,
  type FieldError,
} from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { locatePlace } from '../places';
import type { LoadContent } from '../repository/load-writes';

/**
 * The rules of a posted or edited load: both places located offline, the
 * windows checked on the server's clock, miles (the broker's or the road
 * estimate) within the club's limit. Every broken rule is named in one 400.
 */
export function prepareLoadContent(input: EditLoadData, now = Date.now()): LoadContent {
  const pickup = locatePlace(input.pickup, 'pickup');
  const delivery = locatePlace(input.delivery, 'delivery');
  const errors: FieldError[] = [...pickup.errors, ...delivery.errors];
  errors.push(...checkLoadWindows(input, now).map((i) => ({ field: i.path, message: i.message })));
  if (!pickup.place || !delivery.place) throw AppError.validation(errors);

  const estimatedMiles = estimateRoadMiles(pickup.place, delivery.place);
  const miles = input.miles ?? estimatedMiles;
  if (miles > MAX_LOAD_MILES) {
    errors.push({
      field: 'miles',
      message:
        input.miles === null
          ? `This lane is about ${estimatedMiles} road miles; HaulClub takes loads of ${MAX_LOAD_MILES} miles or less`
          : `HaulClub takes loads of ${MAX_LOAD_MILES} miles or less`,
    });
  }
  if (errors.length > 0) throw AppError.validation(errors);

  return {
    pickupCity: pickup.place.city,
    pickupState: pickup.place.state,
    pickupZip: pickup.place.zip,
    pickupLat: pickup.place.lat,
    pickupLng: pickup.place.lng,
    deliveryCity: delivery.place.city,
    deliveryState: delivery.place.state,
    deliveryZip: delivery.place.zip,
    deliveryLat: delivery.place.lat,
    deliveryLng: delivery.place.lng,
    pickupWindowStart: new Date(input.pickupWindowStart),
    pickupWindowEnd: new Date(input.pickupWindowEnd),
    deliveryWindowStart: new Date(input.deliveryWindowStart),
    deliveryWindowEnd: new Date(input.deliveryWindowEnd),
    equipment: input.equipment,
    weightLbs: input.weightLbs,
    lengthFt: input.lengthFt,
    commodity: input.commodity,
    notes: input.notes ?? null,
    rateCents: input.rateCents,
    miles,
    estimatedMiles,
    premium: input.premium,
  };
}
