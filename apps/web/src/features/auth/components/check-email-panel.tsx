import { MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { appUrl } from '@/lib/auth-client';
import { useSession } from '@/lib/session';

import { authErrorMessage } from '../auth-errors';

/** Shown after sign-up: the confirmation link is on its way; it can be sent again. */
export function CheckEmailPanel({ email, onBack }: { email: string; onBack: () => void }) {
  const { auth } = useSession();
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    const { error } = await auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: appUrl(paths.dashboard.getHref()) },
    });
    setSending(false);
    if (error) toast.error(AUTH.signUp.error, { description: authErrorMessage(error) });
    else toast.success(AUTH.checkEmail.resent);
  }

  return (
    <section aria-labelledby="check-email-heading" className="flex flex-col items-start gap-4" role="status">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary"
      >
        <MailCheckIcon className="size-5" />
      </span>
      <h2 id="check-email-heading" className="text-xl font-semibold">
        {AUTH.checkEmail.title}
      </h2>
      <p className="text-sm text-muted-foreground">{AUTH.checkEmail.body(email)}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="link" className="px-0" disabled={sending} onClick={() => void resend()}>
          {AUTH.checkEmail.resend}
        </Button>
        <Button variant="outline" onClick={onBack}>
          {AUTH.checkEmail.back}
        </Button>
      </div>
    </section>
  );
}
