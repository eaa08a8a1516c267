import type { TruckerLoad } from '@haulclub/shared';
import type { ReactNode } from 'react';

/**
 * What the route puts into each matched load (features do not import each other): the loads feature's
 * Book button and its ticking expiry countdown.
 */
export interface LoadSlots {
  renderActions: (load: TruckerLoad) => ReactNode;
  renderExpiry: (load: TruckerLoad) => ReactNode;
}
