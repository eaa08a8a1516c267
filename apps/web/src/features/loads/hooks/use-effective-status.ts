import type { LoadStatus } from '@haulclub/shared';

import { isUnexpired } from '../utils/format';
import { useNow } from '@/hooks/use-now';

/** The load's status as of now: an active load past its expiry is shown as expired before the server's sweep. */
export function useEffectiveStatus(load: { status: LoadStatus; expiresAt: string }): LoadStatus {
  const now = useNow();
  return load.status === 'active' && !isUnexpired(load.expiresAt, now) ? 'expired' : load.status;
}
