import type { ForecastView, FutureList, FutureView } from '@haulclub/shared';

/** Test factories of the futures endpoints, with overrides. Tests only. */

let sequence = 0;
export function nextFutureId(): string {
  sequence += 1;
  return `7c9e6679-7425-40de-944b-${String(sequence).padStart(12, '0')}`;
}

export function createFuture(overrides: Partial<FutureView> = {}): FutureView {
  const id = overrides.id ?? nextFutureId();
  return {
    id,
    number: 12,
    broker: {
      id: '5f0c7a3e-1b2d-4c5e-8f90-000000000001',
      name: 'Dana Broker',
      company_name: 'Lone Star Freight LLC',
    },
    lane_from: 'Dallas, TX',
    lane_to: 'Houston, TX',
    lane_miles: 239,
    truck_type: 'dry_van',
    rate_per_mile: 2.5,
    estimated_miles: 1200,
    total_commitment: 3000,
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    status: 'open',
    created_at: '2026-11-25T18:00:00.000Z',
    ai_confidence_score: 0.87,
    market_demand: 'high',
    forecast_rate: 2.61,
    forecast_basis: 'lane',
    locked_by: null,
    locked_at: null,
    withdrawn_at: null,
    contract_id: null,
    equipment_fits: null,
    ...overrides,
  };
}

export function createFutureList(futures: FutureView[], total = futures.length): FutureList {
  return { futures, total };
}

export function createForecast(overrides: Partial<ForecastView> = {}): ForecastView {
  return {
    lane_from: 'Dallas, TX',
    lane_to: 'Houston, TX',
    lane_miles: 239,
    truck_type: 'dry_van',
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    forecast_rate: 2.91,
    ai_confidence_score: 0.83,
    market_demand: 'medium',
    basis: 'lane',
    lane_bookings: 24,
    lane_brokers: 5,
    backtest_mape: 0.062,
    demand_loads: 40,
    demand_truckers: 21,
    ...overrides,
  };
}
