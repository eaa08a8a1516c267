import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUTH } from '@/content/auth';
import { useSession } from '@/lib/session';

import { authErrorMessage } from '../auth-errors';

/**
 * Shown when the server wants proof for a password change (the sign-in is
 * over 10 minutes old): "Send me a code" asks /auth/v1/reauthenticate to
 * email one, and the code field carries it as the nonce.
 */
export function ReauthenticationCodeField({
  field,
  error,
}: {
  field: UseFormRegisterReturn<'nonce'>;
  error: string | undefined;
}) {
  const { auth, user } = useSession();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function sendCode() {
    setSending(true);
    const { error: sendError } = await auth.reauthenticate();
    setSending(false);
    if (sendError) {
      toast.error(AUTH.update.code.error, { description: authErrorMessage(sendError) });
      return;
    }
    const email = user?.email ?? '';
    setSentTo(email);
    toast.success(AUTH.update.code.sent, { description: AUTH.update.code.sentBody(email) });
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="sr-only">{AUTH.update.code.label}</legend>
      <p className="text-sm text-muted-foreground">{AUTH.update.code.intro}</p>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={sending}
        onClick={() => void sendCode()}
      >
        {sending ? AUTH.update.code.sending : AUTH.update.code.send}
      </Button>
      {sentTo !== null ? (
        <p role="status" className="text-sm">
          {AUTH.update.code.sentBody(sentTo)}
        </p>
      ) : null}
      <FormField id="reauthentication-code" label={AUTH.update.code.label} error={error}>
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field} />
        )}
      </FormField>
    </fieldset>
  );
}
