import { MEMBERSHIP_LIMITS as L } from '@haulclub/shared';
import { XIcon } from 'lucide-react';
import { useFormContext } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormHint } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { UsStateOptions } from '@/components/ui/us-state-options';
import { LANE_PROFILE_PAGE } from '@/content/lane-profile';

import type { LaneProfileFormInput } from '../utils/lane-profile-form';

const { fields: F } = LANE_PROFILE_PAGE;

/** Home base (city, state) and the current location: "empty in Waco, TX from 3 pm", clearable. */
export function LaneProfileLocationFields() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<LaneProfileFormInput>();
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_8rem]">
        <FormField id="profile-home-city" label={F.homeBaseCity} error={errors.homeBaseCity?.message}>
          {(c) => <Input {...c} required maxLength={L.city} {...register('homeBaseCity')} />}
        </FormField>
        <FormField id="profile-home-state" label={F.homeBaseState} error={errors.homeBaseState?.message}>
          {(c) => (
            <NativeSelect {...c} required {...register('homeBaseState')}>
              <UsStateOptions prompt="—" />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex flex-col gap-2">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-current-place" label={F.currentPlace} error={errors.currentPlace?.message}>
            {(c) => (
              <Input
                {...c}
                maxLength={L.lane}
                placeholder={F.currentPlacePlaceholder}
                {...register('currentPlace')}
              />
            )}
          </FormField>
          <FormField id="profile-current-from" label={F.currentFrom} error={errors.currentFrom?.message}>
            {(c) => <Input {...c} type="datetime-local" {...register('currentFrom')} />}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <FormHint>{F.currentHint}</FormHint>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setValue('currentPlace', '', { shouldDirty: true });
              setValue('currentFrom', '', { shouldDirty: true });
            }}
          >
            <XIcon aria-hidden="true" />
            {F.clearCurrent}
          </Button>
        </div>
      </div>
    </div>
  );
}
