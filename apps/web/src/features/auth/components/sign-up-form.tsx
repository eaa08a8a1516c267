import type { InvitationLookup } from '@haulclub/shared';
import { useSearchParams } from 'react-router';

import { PageLoading } from '@/components/layout/page-loading';
import { INVITATION } from '@/content/membership';

import { useInvitationLookup } from '@/lib/invitation-lookup';
import { InvitationNotice } from './invitation-notice';
import { SignUpFields } from './sign-up-fields';

/**
 * Sign-up. An invitation link (`?invite=<code>`) is looked up first: it shows who invited them,
 * fixes the email and the role, and its code goes along as `invite_code` (truckers need one).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('invite')?.trim() || null;
  const lookup = useInvitationLookup(code);
  if (code && lookup.isPending) return <PageLoading label={INVITATION.checking} />;
  const invitation: (InvitationLookup & { code: string }) | null =
    code && lookup.data ? { ...lookup.data, code } : null;
  return (
    <div className="flex flex-col gap-5">
      {invitation ? <InvitationNotice invitation={invitation} /> : null}
      {lookup.isError ? <InvitationNotice error={lookup.error} /> : null}
      <SignUpFields invitation={invitation} onSignedUp={onSignedUp} />
    </div>
  );
}
