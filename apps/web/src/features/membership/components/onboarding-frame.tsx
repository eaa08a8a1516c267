import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { Stepper } from '@/components/ui/stepper';
import { ONBOARDING } from '@/content/membership';

type Props = {
  heading: string;
  intro: string;
  steps: readonly string[];
  current: number;
  children: ReactNode;
};

/** The onboarding card: heading, "Step 1 of 2" and the current step. */
export function OnboardingFrame({ heading, intro, steps, current, children }: Props) {
  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h1>
        <p className="text-sm text-pretty text-muted-foreground sm:text-base">{intro}</p>
      </div>
      <Stepper steps={steps} current={current} progressLabel={ONBOARDING.progress} />
      {children}
    </Card>
  );
}
