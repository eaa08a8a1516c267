import { CheckIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

type StepperProps = {
  /** The names of the steps, in order. */
  steps: readonly string[];
  /** 0-based index of the current step. */
  current: number;
  /** The "Step 1 of 2" line, announced to assistive technology. */
  progressLabel: (step: number, total: number) => string;
  className?: string;
};

/** "Step 1 of 2" with the named steps; done steps are ticked, the current one is marked aria-current. */
export function Stepper({ steps, current, progressLabel, className }: StepperProps) {
  return (
    <div data-slot="stepper" className={cn('flex flex-col gap-3', className)}>
      <p className="text-sm font-medium text-muted-foreground">{progressLabel(current + 1, steps.length)}</p>
      <ol className="flex items-center gap-2">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={step}
              {...(active ? { 'aria-current': 'step' as const } : {})}
              className="flex min-w-0 flex-1 items-center gap-2"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary text-primary',
                  !done && !active && 'text-muted-foreground',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span className={cn('truncate text-sm', active ? 'font-semibold' : 'text-muted-foreground')}>
                {step}
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className="h-px min-w-4 flex-1 bg-border" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
