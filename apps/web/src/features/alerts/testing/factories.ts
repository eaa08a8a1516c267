import type { AlertsResponse, LoadAlert } from '@haulclub/shared';

/** Test factories of the alerts API's answers, with overrides. Tests only. */

let sequence = 0;
const id = (prefix: string) => {
  sequence += 1;
  return `${prefix}-4a6c-8d0e-${sequence.toString(16).padStart(12, '0')}`;
};
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const TRUCKER_ID = '00000000-0000-4000-8000-000000000002';

export function createAlert(overrides: Partial<LoadAlert> = {}): LoadAlert {
  return {
    id: id('a1e2c3d4-1111'),
    loadId: id('7a1d3c5e-2b4f'),
    loadNumber: 1042,
    score: 92,
    reasons: [
      { factor: 'lane', text: 'on your Houston, TX → San Antonio, TX lane', tone: 'good' },
      { factor: 'deadhead', text: '14 mi deadhead', tone: 'good' },
      { factor: 'rate', text: '$3.10/mi, above your $2.75 minimum', tone: 'good' },
    ],
    pickup: { city: 'Houston', state: 'TX' },
    delivery: { city: 'San Antonio', state: 'TX' },
    equipment: 'Step Deck',
    rateCents: 60_760,
    ratePerMileCents: 310,
    miles: 196,
    pickupWindowStart: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    expiresAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    loadStatus: 'active',
    silent: false,
    createdAt: ago(5),
    readAt: null,
    ...overrides,
  };
}

export function alertsPage(items: LoadAlert[], overrides: Partial<AlertsResponse> = {}): AlertsResponse {
  return { items, unread: items.filter((a) => !a.readAt).length, hasMore: false, ...overrides };
}
