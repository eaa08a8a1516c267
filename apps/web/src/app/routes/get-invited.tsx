import { PageTitle } from '@/components/layout/page-title';
import { GET_INVITED } from '@/content/get-invited';
import { GetInvitedCard } from '@/features/invite-requests/components/get-invited-card';

export function Component() {
  return (
    <div className="bg-gradient-to-b from-accent to-background">
      <PageTitle title={GET_INVITED.title} />
      <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
        <GetInvitedCard />
      </div>
    </div>
  );
}
