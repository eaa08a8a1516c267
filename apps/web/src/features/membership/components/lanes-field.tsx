import { MEMBERSHIP_LIMITS as L } from '@haulclub/shared';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ONBOARDING } from '@/content/membership';

import type { TruckerOnboardingFormInput } from '../schemas';

const { fields } = ONBOARDING.trucker;

/** Adds `draft` to `lanes` unless it is blank, already there (any case) or the list is full. */
export function addLane(lanes: readonly string[], draft: string): string[] | null {
  const lane = draft.trim();
  if (!lane || lanes.length >= L.lanes) return null;
  if (lanes.some((existing) => existing.toLowerCase() === lane.toLowerCase())) return null;
  return [...lanes, lane];
}

/** Preferred lanes: added with Enter or +, blank and duplicate entries ignored, each one removable. */
export function LanesField() {
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<TruckerOnboardingFormInput>();
  const lanes = useWatch({ control, name: 'preferredLanes' }) ?? [];
  const [draft, setDraft] = useState('');
  const error = errors.preferredLanes;
  const message =
    error?.message ??
    error?.root?.message ??
    (Array.isArray(error) ? error.find(Boolean)?.message : undefined);

  function update(next: string[]) {
    setValue('preferredLanes', next, { shouldDirty: true, shouldValidate: Boolean(error) });
  }

  function add() {
    const next = addLane(lanes, draft);
    if (!next) return;
    update(next);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="flex flex-col gap-3">
      <FormField id="trucker-lanes" label={fields.lanes} error={message} hint={fields.lanesHint}>
        {(c) => (
          <div className="flex gap-2">
            <Input
              {...c}
              value={draft}
              maxLength={L.lane}
              placeholder={fields.lanesPlaceholder}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="size-10"
              onClick={add}
              aria-label={fields.addLane}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </FormField>
      {lanes.length > 0 ? (
        <ul aria-label={fields.lanesListLabel} className="flex flex-wrap gap-2">
          {lanes.map((lane) => (
            <li
              key={lane}
              className="flex max-w-full items-center gap-1 rounded-md border bg-muted py-1 pr-1 pl-3 text-sm"
            >
              <span className="truncate">{lane}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={fields.removeLane(lane)}
                onClick={() => update(lanes.filter((l) => l !== lane))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
