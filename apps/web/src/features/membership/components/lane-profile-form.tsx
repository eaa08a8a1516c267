import type { TruckerProfile } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { LANE_PROFILE_PAGE as copy } from '@/content/lane-profile';
import { isApiError } from '@/lib/api-client';

import { useUpdateLaneProfile } from '../api/update-lane-profile';
import {
  formFieldOfServerError,
  formValuesOf,
  laneProfileForm,
  toLaneProfileInput,
  type LaneProfileFormInput,
  type LaneProfileFormOutput,
} from '../utils/lane-profile-form';
import { errorMessage } from '../utils/server-errors';
import { LaneEditor } from './lane-editor';
import { LaneProfileEquipmentFields, LaneProfileRadiusFields } from './lane-profile-equipment-fields';
import { LaneProfileLocationFields } from './lane-profile-location-fields';
import { LaneProfileAlertFields, LaneProfileAvailabilityFields } from './lane-profile-schedule-fields';

/** The lanes section: the shared lane editor on the form's `lanes`, with each lane's server error. */
function LanesSection({
  form,
}: {
  form: ReturnType<typeof useForm<LaneProfileFormInput, unknown, LaneProfileFormOutput>>;
}) {
  const lanes = useWatch({ control: form.control, name: 'lanes' }) ?? [];
  const errors = form.formState.errors.lanes;
  const laneError = (index: number) => {
    const e = errors?.[index];
    return e?.origin?.message ?? e?.destination?.message ?? e?.message;
  };
  return (
    <LaneEditor
      id="profile-lanes"
      lanes={lanes}
      error={errors?.message ?? errors?.root?.message}
      laneError={laneError}
      onChange={(next) => {
        form.clearErrors('lanes');
        form.setValue('lanes', next, { shouldDirty: true });
      }}
    />
  );
}

/**
 * /trucker/profile: the whole lane profile as one form (PUT /api/trucker/profile). The server
 * locates every place; its 400 lands on the named fields (a lane's error under that lane).
 */
export function LaneProfileForm({ profile }: { profile: TruckerProfile }) {
  const mutation = useUpdateLaneProfile();
  const form = useForm<LaneProfileFormInput, unknown, LaneProfileFormOutput>({
    resolver: zodResolver(laneProfileForm),
    defaultValues: formValuesOf(profile),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(toLaneProfileInput(values));
      form.reset(formValuesOf(saved));
      toast.success(copy.saved);
    } catch (error) {
      if (isApiError(error)) {
        for (const [path, message] of Object.entries(error.fieldErrorMap())) {
          const target = formFieldOfServerError(path);
          if (target === null) continue;
          if (typeof target === 'object') {
            const end = path.split('.')[2];
            form.setError(
              end === 'origin' || end === 'destination'
                ? `lanes.${target.lane}.${end}`
                : (`lanes.${target.lane}` as 'lanes'),
              { type: 'server', message },
            );
          } else form.setError(target, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast.error(copy.saveError, { description: errorMessage(error) });
    }
  });

  const busy = form.formState.isSubmitting || mutation.isPending;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-8"
      >
        <FormSection title={copy.sections.location}>
          <LaneProfileLocationFields />
        </FormSection>
        <FormSection title={copy.sections.equipment}>
          <LaneProfileEquipmentFields />
        </FormSection>
        <FormSection title={copy.sections.radius}>
          <LaneProfileRadiusFields />
        </FormSection>
        <FormSection title={copy.sections.lanes}>
          {profile.preferredLanes.length > 0 ? (
            <Alert>
              <div className="flex flex-col gap-1">
                <AlertTitle>{copy.legacy.heading}</AlertTitle>
                <AlertDescription>{copy.legacy.body}</AlertDescription>
                <ul aria-label={copy.legacy.heading} className="list-disc pl-5">
                  {profile.preferredLanes.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              </div>
            </Alert>
          ) : null}
          <LanesSection form={form} />
        </FormSection>
        <FormSection title={copy.sections.availability}>
          <LaneProfileAvailabilityFields />
        </FormSection>
        <FormSection title={copy.sections.alerts}>
          <LaneProfileAlertFields />
        </FormSection>
        <Button type="submit" className="self-start" disabled={busy}>
          <SaveIcon aria-hidden="true" />
          {busy ? copy.saving : copy.save}
        </Button>
      </form>
    </FormProvider>
  );
}
