import {
  PLATFORM_SETTING_RULES,
  type PlatformSettingKey,
  type PlatformSettings,
  type PlatformSettingsView,
} from '@haulclub/shared';
import type { UseFormRegister } from 'react-hook-form';

import { FormHint, FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ADMIN_SETTINGS } from '@/content/admin-settings';
import { formatDateTime } from '@/lib/format';

type Change = PlatformSettingsView['changes'][number];

type Props = {
  name: PlatformSettingKey;
  register: UseFormRegister<PlatformSettings>;
  error: string | undefined;
  change: Change | undefined;
};

function lastChange(change: Change | undefined): string {
  if (!change) return ADMIN_SETTINGS.neverChanged;
  const when = formatDateTime(change.updatedAt);
  return change.updatedBy
    ? ADMIN_SETTINGS.lastChange(when, change.updatedBy.email)
    : ADMIN_SETTINGS.lastChangeBySystem(when);
}

/** One setting: its label and meaning, a whole-number input with its unit, its bounds and default, and who changed it last. */
export function SettingField({ name, register, error, change }: Props) {
  const rule = PLATFORM_SETTING_RULES[name];
  const id = `setting-${name}`;
  const described = [`${id}-description`, error ? `${id}-error` : `${id}-bounds`].join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-lg border p-4">
      <Label htmlFor={id}>{rule.label}</Label>
      <p id={`${id}-description`} className="text-sm text-pretty text-muted-foreground">
        {rule.description}
      </p>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          min={rule.min}
          max={rule.max}
          className="w-28"
          aria-describedby={described}
          {...(error ? { 'aria-invalid': true } : {})}
          {...register(name, { valueAsNumber: true })}
        />
        <span className="text-sm text-muted-foreground">{ADMIN_SETTINGS.unitSuffix[rule.unit]}</span>
      </div>
      {error ? (
        <FormMessage id={`${id}-error`}>{error}</FormMessage>
      ) : (
        <FormHint id={`${id}-bounds`}>
          {ADMIN_SETTINGS.bounds(rule.min, rule.max, ADMIN_SETTINGS.unitWords[rule.unit], rule.default)}
        </FormHint>
      )}
      <p className="mt-auto text-xs text-pretty text-muted-foreground">{lastChange(change)}</p>
    </div>
  );
}
