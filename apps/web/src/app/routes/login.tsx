import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@supabase/auth-js';
import { Link, useNavigate } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { Card } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { AUTH } from '@/content/auth';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { getMeQueryOptions } from '@/lib/me';

/** /login: email and password; then broker → /broker, trucker → /trucker, admin → /admin, else /. */
export function Component() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function routeByRole(session: Session) {
    const me = await queryClient.fetchQuery(getMeQueryOptions(session.user.id)).catch(() => null);
    await navigate(roleHomeHref(me?.role), { replace: true });
  }

  return (
    <div className="bg-gradient-to-b from-accent to-background">
      <PageTitle title={AUTH.login.title} />
      <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
        <Card className="gap-6 p-6 sm:p-8">
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{AUTH.login.heading}</h1>
            <p className="text-sm text-muted-foreground">{AUTH.login.intro}</p>
          </div>
          <SignInForm idPrefix="login" errorTitle={AUTH.signIn.loginError} onSignedIn={routeByRole} />
          <Separator />
          <p className="text-sm">
            {AUTH.login.signUpPrompt}{' '}
            <Link
              to={paths.auth.getHref({ tab: 'signup' })}
              className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
            >
              {AUTH.login.signUpLink}
            </Link>
          </p>
        </Card>
      </div>
    </div>
  );
}
