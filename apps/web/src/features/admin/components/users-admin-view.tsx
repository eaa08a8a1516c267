import { useNavigate, useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ADMIN_USERS } from '@/content/admin';

import { useAdminLiveRefresh } from '../hooks/use-admin-live-refresh';
import { InvitationsPanel } from './invitations-panel';
import { InviteRequestsPanel } from './invite-requests-panel';
import { UsersPanel } from './users-panel';

const TABS = ['users', 'requests', 'invitations'] as const;
type Tab = (typeof TABS)[number];

function asTab(value: string | null): Tab {
  return (TABS as readonly (string | null)[]).includes(value) ? (value as Tab) : 'users';
}

/** /admin/users: members, the Get Invited queue and invitations, one tab each (?tab=). */
export function UsersAdminView() {
  useAdminLiveRefresh();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = asTab(params.get('tab'));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ADMIN_USERS.heading}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{ADMIN_USERS.intro}</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const base = paths.admin.users.getHref();
          void navigate(value === 'users' ? base : `${base}?tab=${value}`, { replace: true });
        }}
      >
        <TabsList aria-label={ADMIN_USERS.tabsLabel} className="w-full sm:w-fit">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              {ADMIN_USERS.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="users" className="mt-5">
          <UsersPanel />
        </TabsContent>
        <TabsContent value="requests" className="mt-5">
          <InviteRequestsPanel />
        </TabsContent>
        <TabsContent value="invitations" className="mt-5">
          <InvitationsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
