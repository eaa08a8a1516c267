import { Link } from 'react-router';

import { PageLoading } from '@/components/layout/page-loading';
import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { UpdatePasswordForm } from '@/features/auth/components/update-password-form';
import { useSession } from '@/lib/session';

/** /update-password: where the recovery link lands, already signed in by it. */
export function Component() {
  const { user, loading } = useSession();
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <PageTitle title={AUTH.update.title} />
      <Card className="gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{AUTH.update.heading}</h1>
          <p className="text-sm text-muted-foreground">{AUTH.update.intro}</p>
        </div>
        {loading ? (
          <PageLoading label={AUTH.loading} />
        ) : user ? (
          <UpdatePasswordForm />
        ) : (
          <p className="text-sm">
            {AUTH.update.noSession}{' '}
            <Link
              to={paths.resetPassword.getHref()}
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              {AUTH.update.requestNew}
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}
