import type { PrecommitmentList, PrecommitmentView } from '@haulclub/shared';

/** Test factories of the rate futures API (GET /api/precommitments and the broker's list). Tests only. */

let sequence = 0;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export function createRateFuture(overrides: Partial<PrecommitmentView> = {}): PrecommitmentView {
  sequence += 1;
  return {
    id: `5c2e8a10-3d4b-4f6a-9b1c-${sequence.toString(16).padStart(12, '0')}`,
    number: sequence,
    broker: {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Dana Broker',
      company_name: 'Lone Star Logistics',
    },
    lane_from: 'Dallas, TX',
    lane_to: 'Houston, TX',
    lane_miles: 240,
    truck_type: 'dry_van',
    forecast_rate: 2.91,
    miles_estimate: 250,
    commitment_amount: 727.5,
    status: 'open',
    expires_at: inMinutes(125),
    created_at: inMinutes(-10),
    locked_by: null,
    locked_at: null,
    contract_id: null,
    equipment_fits: true,
    ...overrides,
  };
}

/** A list answer; given the request's URL, only the page it asks for (page, pageSize), as the server does. */
export function rateFutureList(precommitments: PrecommitmentView[], url?: string): PrecommitmentList {
  const params = new URL(url ?? '/', 'http://test').searchParams;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 25);
  return {
    precommitments: precommitments.slice((page - 1) * pageSize, page * pageSize),
    total: precommitments.length,
  };
}
