import { PostLoadView } from '@/features/loads/components/post-load-view';
import { BrokerStandingNotice } from '@/features/membership/components/broker-standing';

/**
 * /broker/post-load, and ?edit=<id> to edit an unbooked load with the same form. A broker who cannot
 * post sees where their application stands (under review, or rejected with the reason).
 */
export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PostLoadView standing={<BrokerStandingNotice />} />
    </div>
  );
}
