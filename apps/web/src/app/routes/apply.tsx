import { PageTitle } from '@/components/layout/page-title';
import { APPLY } from '@/content/membership';
import { ApplyCard } from '@/features/membership/components/apply-card';

/** /apply: the public broker application. */
export function Component() {
  return (
    <div className="bg-gradient-to-b from-accent to-background">
      <PageTitle title={APPLY.title} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
        <ApplyCard />
      </div>
    </div>
  );
}
