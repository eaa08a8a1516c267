import { ComingSoon } from '@/components/layout/coming-soon';
import { COMING_SOON, type ComingSoonArea } from '@/content/site';

/** /freight-futures: routed now, not built yet. */
export function ComingSoonRoute({ area }: { area: ComingSoonArea }) {
  return <ComingSoon copy={COMING_SOON[area]} />;
}
