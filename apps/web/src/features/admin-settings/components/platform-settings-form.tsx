import {
  PLATFORM_SETTING_KEYS,
  PLATFORM_SETTING_RULES,
  platformSettings,
  platformSettingsPatch,
  type PlatformSettingRule,
  type PlatformSettings,
  type PlatformSettingsView,
} from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { SaveIcon, Undo2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { ADMIN_SETTINGS } from '@/content/admin-settings';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useUpdatePlatformSettings } from '../api/update-platform-settings';
import { changedSettings } from '../utils/changed-settings';
import { errorDetail } from '../utils/format';
import { SettingField } from './setting-field';

const GROUPS = Object.keys(ADMIN_SETTINGS.groups) as PlatformSettingRule['group'][];
const keysOf = (group: PlatformSettingRule['group']) =>
  PLATFORM_SETTING_KEYS.filter((key) => PLATFORM_SETTING_RULES[key].group === group);

/**
 * Every setting, grouped, validated with the shared rules; Save sends only the changed values, shows
 * the server's field errors on their fields and, once saved, shows the values the server now holds.
 */
export function PlatformSettingsForm({ view }: { view: PlatformSettingsView }) {
  const mutation = useUpdatePlatformSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<PlatformSettings>({
    resolver: zodResolver(platformSettings),
    // Follows the saved values (a refetch, another admin's change) without losing what is being typed.
    values: view.settings,
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    const patch = platformSettingsPatch.safeParse(changedSettings(view.settings, values));
    if (!patch.success) {
      toast.info(ADMIN_SETTINGS.nothingChanged);
      return;
    }
    try {
      const saved = await mutation.mutateAsync(patch.data);
      // Explicit resets drop the edits (resetOptions above would keep them).
      reset(saved.settings, { keepDirtyValues: false });
      toast.success(ADMIN_SETTINGS.saved(Object.keys(patch.data).length), {
        description: ADMIN_SETTINGS.savedDescription,
      });
    } catch (error) {
      applyServerFieldErrors(error, setError, PLATFORM_SETTING_KEYS);
      toast.error(ADMIN_SETTINGS.saveFailed, { description: errorDetail(error) });
    }
  });
  const busy = isSubmitting || mutation.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-8"
      aria-busy={busy}
    >
      {GROUPS.map((group) => (
        <FormSection key={group} title={ADMIN_SETTINGS.groups[group]}>
          <div className="grid gap-4 lg:grid-cols-2">
            {keysOf(group).map((key) => (
              <SettingField
                key={key}
                name={key}
                register={register}
                error={errors[key]?.message}
                change={view.changes.find((c) => c.key === key)}
              />
            ))}
          </div>
        </FormSection>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || !isDirty}>
          <SaveIcon aria-hidden="true" />
          {busy ? ADMIN_SETTINGS.saving : ADMIN_SETTINGS.save}
        </Button>
        <Button
          variant="outline"
          disabled={busy || !isDirty}
          onClick={() => {
            reset(view.settings, { keepDirtyValues: false });
          }}
        >
          <Undo2Icon aria-hidden="true" />
          {ADMIN_SETTINGS.reset}
        </Button>
      </div>
    </form>
  );
}
