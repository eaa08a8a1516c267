import { ComingSoon } from '@/components/layout/coming-soon';
import { COMING_SOON } from '@/content/site';

/** Placeholder until the load board screen lands. */
export function Component() {
  return <ComingSoon copy={COMING_SOON.dashboard} />;
}
