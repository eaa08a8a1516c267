import { BriefcaseIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { APPLY } from '@/content/membership';

import { BrokerApplication } from './broker-application';

/** /apply: who may apply and how we check, the form, and a way to sign in instead. */
export function ApplyCard() {
  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary"
        >
          <BriefcaseIcon className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{APPLY.heading}</h1>
        <p className="text-sm text-pretty text-muted-foreground sm:text-base">{APPLY.intro}</p>
      </div>
      <BrokerApplication />
      <Separator />
      <p className="text-sm">
        <Link
          to={paths.login.getHref()}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {APPLY.signInPrompt} {APPLY.signInLink}
        </Link>
      </p>
    </Card>
  );
}
