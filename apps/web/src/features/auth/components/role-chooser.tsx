import { SIGNUP_ROLES, type SignupRole } from '@haulclub/shared';
import { BriefcaseIcon, TruckIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUTH } from '@/content/auth';
import { INVITATION } from '@/content/membership';

import { useChooseRole } from '../api/choose-role';
import { authErrorMessage } from '../auth-errors';
import { extractInviteCode } from '../invite-code';
import { TruckerInviteNote } from './trucker-invite-note';

const ICONS = { trucker: TruckIcon, broker: BriefcaseIcon } as const;

/**
 * For an account without a role (Google sign-up): pick Trucker/Carrier or Broker, once. Truckers
 * give the code of their invitation (typed, pasted as a link, or from `?invite=`). The new role
 * lands in the session, so the page carries on with that role's onboarding.
 */
export function RoleChooser() {
  const chooseRole = useChooseRole();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() => searchParams.get('invite') ?? '');

  async function choose(role: SignupRole) {
    const inviteCode = extractInviteCode(code);
    try {
      await chooseRole.mutateAsync(
        role === 'trucker' && inviteCode ? { role, invite_code: inviteCode } : { role },
      );
    } catch (error) {
      toast.error(AUTH.chooser.error, { description: authErrorMessage(error) });
    }
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SIGNUP_ROLES.map((role) => {
        const Icon = ICONS[role];
        return (
          <div key={role} className="flex flex-col gap-4">
            <Button
              variant="outline"
              disabled={chooseRole.isPending}
              className="flex h-auto flex-col items-start gap-2 p-5 text-left whitespace-normal"
              onClick={() => void choose(role)}
            >
              <span className="flex items-center gap-2 text-base font-semibold">
                <Icon aria-hidden="true" />
                {AUTH.chooser[role].label}
              </span>
              <span className="text-sm font-normal text-muted-foreground">{AUTH.chooser[role].body}</span>
            </Button>
            {role === 'trucker' ? (
              <>
                <FormField id="role-invite-code" label={INVITATION.code.label} hint={INVITATION.code.hint}>
                  {(control) => (
                    <Input
                      {...control}
                      value={code}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={2000}
                      onChange={(event) => setCode(event.target.value)}
                    />
                  )}
                </FormField>
                <TruckerInviteNote />
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
