import type { z } from 'zod';
import {
  estimateRoadMiles,
  type LoadEstimate,
  type loadEstimateInput,
  type PlatformSettings,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { laneRateForLoad } from '../../market/index';
import { locateLoadPlaces } from '../places';

/**
 * POST /api/broker/loads/estimate: the located places and the road-mile estimate, for the form;
 * with an equipment, the lane's 30-day average too (and with a rate, how it compares), so the
 * form can say "the lane pays $3.05/mi on average" while the broker types.
 */
export async function estimateLoad(
  db: DbExecutor,
  input: z.output<typeof loadEstimateInput>,
  settings: PlatformSettings,
): Promise<LoadEstimate> {
  const { pickup, delivery } = locateLoadPlaces(input.pickup, input.delivery);
  const estimatedMiles = estimateRoadMiles(pickup, delivery);
  const miles = input.miles ?? estimatedMiles;
  const laneRate = input.equipment
    ? await laneRateForLoad(
        db,
        {
          id: 'estimate',
          pickup,
          delivery,
          equipment: input.equipment,
          ratePerMileCents:
            input.rateCents !== undefined && miles > 0 ? Math.round(input.rateCents / miles) : null,
        },
        settings,
      )
    : null;
  return { pickup, delivery, estimatedMiles, laneRate };
}
