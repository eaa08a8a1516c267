import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AUTH } from '@/content/auth';

import { CheckEmailPanel } from './check-email-panel';
import { GoogleSignInButton } from './google-sign-in-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'signin' | 'signup';

/** /auth: Sign In and Sign Up tabs (`?tab=signup` opens the second), plus Google when enabled. */
export function AuthTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  const [sentTo, setSentTo] = useState<string | null>(null);

  function selectTab(next: string) {
    const params = new URLSearchParams(searchParams);
    if (next === 'signup') params.set('tab', 'signup');
    else params.delete('tab');
    setSearchParams(params, { replace: true });
  }

  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{AUTH.page.heading}</h1>
        <p className="text-sm text-muted-foreground sm:text-base">{AUTH.page.intro}</p>
      </div>
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">{AUTH.tabs.signIn}</TabsTrigger>
          <TabsTrigger value="signup">{AUTH.tabs.signUp}</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-6">
          <SignInForm />
        </TabsContent>
        <TabsContent value="signup" className="mt-6">
          {sentTo ? (
            <CheckEmailPanel email={sentTo} onBack={() => setSentTo(null)} />
          ) : (
            <SignUpForm onSignedUp={setSentTo} />
          )}
        </TabsContent>
      </Tabs>
      <GoogleSignInButton />
    </Card>
  );
}
