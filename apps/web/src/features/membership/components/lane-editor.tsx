import { MEMBERSHIP_LIMITS as L, type LaneInput } from '@haulclub/shared';
import { PlusIcon, XIcon } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormHint, FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LANE_EDITOR as copy } from '@/content/lane-profile';

const key = (lane: LaneInput) =>
  `${lane.origin.trim().toLowerCase()}→${lane.destination.trim().toLowerCase()}`;

/** Adds `draft` to `lanes` unless an end is blank, it is already there (any case) or the list is full. */
export function addLane(lanes: readonly LaneInput[], draft: LaneInput): LaneInput[] | null {
  const lane = { origin: draft.origin.trim(), destination: draft.destination.trim() };
  if (!lane.origin || !lane.destination || lanes.length >= L.lanes) return null;
  if (lanes.some((existing) => key(existing) === key(lane))) return null;
  return [...lanes, lane];
}

type LaneEditorProps = {
  id: string;
  lanes: readonly LaneInput[];
  onChange: (lanes: LaneInput[]) => void;
  /** An error about the lanes as a whole. */
  error?: string | undefined;
  /** The server's error about one lane (e.g. `lanes.0.origin` could not be located). */
  laneError?: (index: number) => string | undefined;
};

/**
 * Preferred lanes as origin → destination: two inputs and + (or Enter) to add; blank and duplicate
 * entries are ignored and each lane can be removed. The server locates each end ("City, ST", ZIP,
 * state or "anywhere").
 */
export function LaneEditor({ id, lanes, onChange, error, laneError }: LaneEditorProps) {
  const [draft, setDraft] = useState<LaneInput>({ origin: '', destination: '' });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function add() {
    const next = addLane(lanes, draft);
    if (!next) return;
    onChange(next);
    setDraft({ origin: '', destination: '' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const describedBy = error ? `${errorId} ${hintId}` : hintId;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        {(['origin', 'destination'] as const).map((end) => (
          <div key={end} className="flex min-w-0 flex-1 flex-col gap-2">
            <Label htmlFor={`${id}-${end}`}>{copy[end]}</Label>
            <Input
              id={`${id}-${end}`}
              value={draft[end]}
              maxLength={L.lane}
              placeholder={end === 'origin' ? copy.originPlaceholder : copy.destinationPlaceholder}
              aria-describedby={describedBy}
              {...(error ? { 'aria-invalid': true } : {})}
              onChange={(event) => setDraft((d) => ({ ...d, [end]: event.target.value }))}
              onKeyDown={onKeyDown}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10 self-end"
          onClick={add}
          aria-label={copy.add}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
      <FormHint id={hintId}>{copy.hint}</FormHint>
      {error ? <FormMessage id={errorId}>{error}</FormMessage> : null}
      {lanes.length > 0 ? (
        <ul aria-label={copy.listLabel} className="flex flex-col gap-2">
          {lanes.map((lane, index) => {
            const text = copy.lane(lane.origin, lane.destination);
            const problem = laneError?.(index);
            return (
              <li key={key(lane)} className="flex flex-col gap-1">
                <div className="flex max-w-full items-center gap-1 self-start rounded-md border bg-muted py-1 pr-1 pl-3 text-sm">
                  <span className="truncate">{text}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={copy.remove(text)}
                    onClick={() => onChange(lanes.filter((_, i) => i !== index))}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </div>
                {problem ? <FormMessage>{problem}</FormMessage> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
