import type { SpeedComponentView } from '@haulclub/shared';

import { SPEED_SCORE as copy } from '@/content/speed-score';

/** Each part of the score: label, weight, a bar of its value (0–100) and the measured figure. */
export function ScoreComponents({ components }: { components: SpeedComponentView[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {components.map((component) => {
        const percent = component.value === null ? null : Math.round(component.value * 100);
        return (
          <li key={component.key} className="flex min-w-0 flex-col gap-1.5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{component.label}</span>
              <span className="text-sm text-muted-foreground">{copy.weight(component.weight)}</span>
            </div>
            <div className="flex items-center gap-3">
              <div
                role="meter"
                aria-label={component.label}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent ?? undefined}
                aria-valuetext={
                  percent === null ? copy.noComponentData : copy.componentValue(component.label, percent)
                }
                className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-muted"
              >
                {percent === null ? null : (
                  <div className="h-full rounded-full bg-primary" style={{ width: `${String(percent)}%` }} />
                )}
              </div>
              <span className="w-10 text-right text-sm font-semibold tabular-nums">
                {percent === null ? '–' : percent}
              </span>
            </div>
            <p className="text-sm break-words text-muted-foreground">
              {component.description}
              {' · '}
              {component.detail ?? copy.noComponentData}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
