import {
  ALERT_EMAIL_MODES,
  ALERT_THRESHOLD_BOUNDS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Availability,
} from '@haulclub/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { FormHint, FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { LANE_PROFILE_PAGE } from '@/content/lane-profile';

import type { LaneProfileFormInput } from '../utils/lane-profile-form';

const { fields: F } = LANE_PROFILE_PAGE;
type Day = Availability['days'][number];

const toggleClass =
  'flex h-9 min-w-12 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** Available days (toggles) and the daily window. */
export function LaneProfileAvailabilityFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LaneProfileFormInput>();
  const daysError = errors.days?.message ?? errors.days?.root?.message;
  return (
    <div className="flex flex-col gap-5">
      <Controller
        control={control}
        name="days"
        render={({ field }) => (
          <fieldset
            className="flex min-w-0 flex-col gap-2"
            {...(daysError ? { 'aria-describedby': 'profile-days-error' } : {})}
          >
            <legend className="mb-2 text-sm font-medium">{F.days}</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day) => (
                <label key={day} className={toggleClass}>
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={field.value.includes(day)}
                    onChange={(event) => {
                      const value = field.value as Day[];
                      field.onChange(
                        event.target.checked
                          ? WEEKDAYS.filter((d) => d === day || value.includes(d))
                          : value.filter((d) => d !== day),
                      );
                    }}
                  />
                  {WEEKDAY_LABELS[day]}
                </label>
              ))}
            </div>
            {daysError ? <FormMessage id="profile-days-error">{daysError}</FormMessage> : null}
          </fieldset>
        )}
      />
      <div className="grid grid-cols-2 gap-5">
        <FormField id="profile-available-from" label={F.from} error={errors.availableFrom?.message}>
          {(c) => <Input {...c} type="time" required {...register('availableFrom')} />}
        </FormField>
        <FormField id="profile-available-until" label={F.until} error={errors.availableUntil?.message}>
          {(c) => <Input {...c} type="time" required {...register('availableUntil')} />}
        </FormField>
      </div>
      <FormHint>{F.availabilityHint}</FormHint>
    </div>
  );
}

/** Alert threshold, pause, quiet hours (on with from/until, or off) and email. */
export function LaneProfileAlertFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LaneProfileFormInput>();
  const quietOn = useWatch({ control, name: 'quietOn' });
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="profile-threshold"
          label={F.threshold}
          error={errors.threshold?.message}
          hint={F.thresholdHint}
        >
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={ALERT_THRESHOLD_BOUNDS.min}
              max={ALERT_THRESHOLD_BOUNDS.max}
              step={1}
              required
              {...register('threshold', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField id="profile-email" label={F.email} error={errors.email?.message}>
          {(c) => (
            <NativeSelect {...c} {...register('email')}>
              {ALERT_EMAIL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {F.emailModes[mode]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...register('paused')} />
        {F.paused}
      </label>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{F.quietHours}</legend>
        <Controller
          control={control}
          name="quietOn"
          render={({ field }) => (
            <div className="flex gap-2">
              {([false, true] as const).map((on) => (
                <label key={String(on)} className={toggleClass}>
                  <input
                    type="radio"
                    name="profile-quiet"
                    className="sr-only"
                    checked={field.value === on}
                    onChange={() => field.onChange(on)}
                  />
                  {on ? F.quietOn : F.quietOff}
                </label>
              ))}
            </div>
          )}
        />
        {quietOn ? (
          <div className="grid grid-cols-2 gap-5">
            <FormField id="profile-quiet-from" label={F.quietFrom} error={errors.quietFrom?.message}>
              {(c) => <Input {...c} type="time" required {...register('quietFrom')} />}
            </FormField>
            <FormField id="profile-quiet-until" label={F.quietUntil} error={errors.quietUntil?.message}>
              {(c) => <Input {...c} type="time" required {...register('quietUntil')} />}
            </FormField>
          </div>
        ) : null}
        <FormHint>{F.quietHint}</FormHint>
      </fieldset>
    </div>
  );
}
