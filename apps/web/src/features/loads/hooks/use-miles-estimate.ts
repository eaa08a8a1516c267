import { loadEstimateInput } from '@haulclub/shared';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { useLoadEstimate } from '../api/estimate-load';
import type { LoadFormValues } from '../utils/load-form';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export const ESTIMATE_DEBOUNCE_MS = 400;

/**
 * Once both places are complete, asks the server for the road-mile estimate and fills it into
 * `miles`, unless the broker typed miles of their own (an estimate replaces only an earlier estimate).
 * Returns the estimate query, or null while the places are incomplete.
 */
export function useMilesEstimate() {
  const { control, getValues, setValue } = useFormContext<LoadFormValues>();
  const [pickup, delivery] = useWatch({ control, name: ['pickup', 'delivery'] });
  const settled = useDebouncedValue(JSON.stringify({ pickup, delivery }), ESTIMATE_DEBOUNCE_MS);
  const parsed = loadEstimateInput.safeParse(JSON.parse(settled));
  const estimate = useLoadEstimate(parsed.success ? parsed.data : null);
  const estimated = parsed.success ? estimate.data?.estimatedMiles : undefined;
  const applied = useRef<number | null>(null);

  useEffect(() => {
    if (estimated === undefined) return;
    const miles = getValues('miles').trim();
    if (miles === '' || miles === String(applied.current)) {
      setValue('miles', String(estimated), { shouldDirty: true, shouldValidate: true });
    }
    applied.current = estimated;
  }, [estimated, getValues, setValue]);

  return parsed.success ? estimate : null;
}
