import { ComingSoon } from '@/components/layout/coming-soon';
import { COMING_SOON, type ComingSoonArea } from '@/content/site';

/** /login, /apply, /dashboard, ...: routed now, built in the next release. */
export function ComingSoonRoute({ area }: { area: ComingSoonArea }) {
  return <ComingSoon copy={COMING_SOON[area]} />;
}
