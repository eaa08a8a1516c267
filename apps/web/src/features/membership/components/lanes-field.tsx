import { useFormContext, useWatch, type FieldError } from 'react-hook-form';

import { LANE_EDITOR } from '@/content/lane-profile';

import type { TruckerOnboardingFormInput } from '../schemas';
import { LaneEditor } from './lane-editor';

/** The first message in a field error tree (a lane's origin, a lane, or the list). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as FieldError & Record<string, unknown>;
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const value of Object.values(e)) {
    if (value && typeof value === 'object' && value !== e.ref) {
      const message = firstMessage(value);
      if (message) return message;
    }
  }
  return undefined;
}

/** Onboarding's preferred lanes: the lane editor bound to the form's `lanes`. */
export function LanesField() {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<TruckerOnboardingFormInput>();
  const lanes = useWatch({ control, name: 'lanes' }) ?? [];
  const error = errors.lanes;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{LANE_EDITOR.legend}</legend>
      <LaneEditor
        id="trucker-lanes"
        lanes={lanes}
        error={firstMessage(error)}
        onChange={(next) => setValue('lanes', next, { shouldDirty: true, shouldValidate: Boolean(error) })}
      />
    </fieldset>
  );
}
