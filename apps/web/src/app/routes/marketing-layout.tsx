import { useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router';

import { PublicShell } from '@/components/layout/public-shell';
import { mayHaveSession, useMayHaveSession } from '@/lib/session-hint';

let memberLayout: ComponentType | undefined;

/** The session, query client and app shell of a member (loaded only when this browser may be signed in). */
async function loadMemberLayout(): Promise<ComponentType> {
  memberLayout ??= (await import('./marketing-member-layout')).MarketingMemberLayout;
  return memberLayout;
}

/** Before a marketing page renders for a browser that may be signed in: the member's layout is ready with it. */
export async function loader() {
  if (mayHaveSession()) await loadMemberLayout();
  return null;
}

/**
 * Layout route of the marketing pages in the app shell (/pricing, /learn-more). A visitor gets the public shell,
 * which loads no session, auth client, query client or zod (and is what the build renders ahead); a browser
 * holding a session gets the member's own shell, as on every other page.
 */
export function Component() {
  const member = useMayHaveSession();
  const [Member, setMember] = useState<ComponentType | undefined>(() => memberLayout);

  useEffect(() => {
    // Signed in (e.g. in another tab) after this page was opened.
    if (member && !Member) void loadMemberLayout().then((layout) => setMember(() => layout));
  }, [member, Member]);

  if (member && Member) return <Member />;
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
