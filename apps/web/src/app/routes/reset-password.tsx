import { Link } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /reset-password: request a recovery link by email. */
export function Component() {
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageTitle title={AUTH.reset.title} />
      <Card className="gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{AUTH.reset.heading}</h1>
          <p className="text-sm text-muted-foreground">{AUTH.reset.intro}</p>
        </div>
        <ResetPasswordForm />
        <Link
          to={paths.login.getHref()}
          className="text-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {AUTH.reset.back}
        </Link>
      </Card>
    </div>
  );
}
