import { loadEstimateInput, loadFields } from '@haulclub/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';

import { estimateLoadQueryOptions, type LoadEstimateInput } from '../api/estimate-load';
import { dollarsToCents, type LoadFormValues } from '../utils/load-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ESTIMATE_DEBOUNCE_MS } from './use-miles-estimate';

const blank = { city: '', state: 'AL', zip: '' } as const;
const { equipment: equipmentField, rateCents: rateField, miles: milesField } = loadFields.shape;

/** The estimate body for the lane comparison: places and equipment, with the rate and miles once valid. */
function laneInput(values: Pick<LoadFormValues, 'pickup' | 'delivery' | 'equipment' | 'rate' | 'miles'>) {
  const places = loadEstimateInput.pick({ pickup: true, delivery: true }).safeParse(values);
  const equipment = equipmentField.safeParse(values.equipment);
  if (!places.success || !equipment.success) return null;
  const rate = rateField.safeParse(dollarsToCents(values.rate));
  const miles = milesField.safeParse(values.miles.trim() === '' ? null : Number(values.miles));
  const input: LoadEstimateInput = { ...places.data, equipment: equipment.data };
  if (rate.success) input.rateCents = rate.data;
  if (miles.success && miles.data !== null) input.miles = miles.data;
  return input;
}

/**
 * While the broker fills in the form: the lane's 30-day average for the places and equipment, and with
 * a valid rate how it compares (the server's figure, from POST /api/broker/loads/estimate; debounced
 * like the miles estimate). The last answer stays while the next one loads. Null until the places and
 * the equipment are complete.
 */
export function useLaneRateEstimate() {
  const { control } = useFormContext<LoadFormValues>();
  const [pickup, delivery, equipment, rate, miles] = useWatch({
    control,
    name: ['pickup', 'delivery', 'equipment', 'rate', 'miles'],
  });
  const typed = laneInput({ pickup, delivery, equipment, rate, miles });
  const settled = useDebouncedValue(JSON.stringify(typed), ESTIMATE_DEBOUNCE_MS);
  const input = JSON.parse(settled) as LoadEstimateInput | null;
  const query = useQuery({
    ...estimateLoadQueryOptions(input ?? { pickup: blank, delivery: blank }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
  if (typed === null || input === null) return null;
  return {
    laneRate: query.data?.laneRate ?? null,
    /** The answer is for other values than those typed now (still settling or loading). */
    stale: settled !== JSON.stringify(typed) || query.isPlaceholderData || query.isFetching,
    /** A rate was sent, so the answer's comparison is about it. */
    compared: input.rateCents !== undefined,
    isError: query.isError,
  };
}
