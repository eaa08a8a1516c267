import { ArrowRightIcon, MailWarningIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { INVITATION } from '@/content/membership';

import { extractInviteCode } from '../invite-code';

const copy = INVITATION.truckerGate;

/**
 * Trucker/Carrier chosen on /auth without an invitation link: truckers need one, so instead of the rest
 * of the form (which the server would refuse) this says so at once. A pasted link or code is looked up
 * like a followed link (`?invite=`), which fixes the email and the role; or request an invitation.
 */
export function TruckerInvitationGate() {
  const id = useId();
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  function use() {
    const code = extractInviteCode(text);
    if (!code) {
      setError(copy.missing);
      return;
    }
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', 'signup');
      next.set('invite', code);
      return next;
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-lg border border-orange-200 bg-accent p-4 text-sm text-accent-foreground"
    >
      <div className="flex gap-3">
        <MailWarningIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-title`} className="font-semibold">
            {copy.title}
          </h2>
          <p>{copy.body}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <FormField id={`${id}-code`} label={INVITATION.code.label} error={error}>
          {(control) => (
            <Input
              {...control}
              value={text}
              autoComplete="off"
              spellCheck={false}
              maxLength={2000}
              className="bg-background"
              onChange={(event) => {
                setText(event.target.value);
                setError(undefined);
              }}
              onKeyDown={(event) => {
                // Inside the sign-up form: Enter uses the code instead of submitting the form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                use();
              }}
            />
          )}
        </FormField>
        <Button type="button" variant="outline" className="sm:self-start" onClick={use}>
          {copy.use}
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
      <p>
        {copy.noInvitation}{' '}
        <Link
          to={paths.getInvited.getHref()}
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {INVITATION.truckerNoteLink}
        </Link>
      </p>
    </section>
  );
}
