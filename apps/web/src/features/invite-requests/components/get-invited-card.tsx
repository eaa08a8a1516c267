import { MailPlusIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { GET_INVITED } from '@/content/get-invited';

import { GetInvitedForm } from './get-invited-form';

export function GetInvitedCard() {
  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary"
        >
          <MailPlusIcon className="size-5" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{GET_INVITED.heading}</h1>
        <p className="text-sm text-pretty text-muted-foreground sm:text-base">{GET_INVITED.intro}</p>
      </div>
      <GetInvitedForm />
      <Separator />
      <p className="text-sm">
        <Link
          to={paths.login.getHref()}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {GET_INVITED.signInPrompt} {GET_INVITED.signInLink}
        </Link>
      </p>
    </Card>
  );
}
