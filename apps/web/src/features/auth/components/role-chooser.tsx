import { SIGNUP_ROLES } from '@haulclub/shared';
import { BriefcaseIcon, TruckIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { roleHomeHref } from '@/config/role-home';
import { AUTH } from '@/content/auth';
import { isApiError } from '@/lib/api-client';

import { useChooseRole } from '../api/choose-role';

const ICONS = { trucker: TruckIcon, broker: BriefcaseIcon } as const;

/** For an account without a role (Google sign-up): pick Trucker/Carrier or Broker, once. */
export function RoleChooser() {
  const chooseRole = useChooseRole();
  const navigate = useNavigate();

  async function choose(role: (typeof SIGNUP_ROLES)[number]) {
    try {
      const me = await chooseRole.mutateAsync({ role });
      await navigate(roleHomeHref(me.role), { replace: true });
    } catch (error) {
      toast.error(AUTH.chooser.error, {
        description: isApiError(error) || error instanceof Error ? error.message : undefined,
      });
    }
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SIGNUP_ROLES.map((role) => {
        const Icon = ICONS[role];
        return (
          <Button
            key={role}
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
        );
      })}
    </div>
  );
}
