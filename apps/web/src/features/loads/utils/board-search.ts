import {
  EQUIPMENT_TYPES,
  LOAD_SORTS,
  SEARCH_RADIUS_MILES,
  loadSearchQuery,
  type EquipmentType,
  type LoadSort,
} from '@haulclub/shared';

import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

import type { BoardQuery } from '../api/search-loads';
import { dollarsToCents } from './load-form';
import { localDayRange } from './datetime';

export const BOARD_PAGE_SIZE = 20;

/** The board's filters as they live in the URL (/trucker/loads?origin=…): user units, local pickup day. */
export interface BoardSearch {
  origin: string;
  originRadius: string;
  destination: string;
  destinationRadius: string;
  equipment: EquipmentType[];
  /** Dollars per mile. */
  minRate: string;
  maxMiles: string;
  /** A local day, YYYY-MM-DD. */
  pickupDate: string;
  deadheadFrom: string;
  sort: LoadSort;
  page: number;
}

export type BoardFilters = Omit<BoardSearch, 'sort' | 'page'>;

const TEXT_KEYS = [
  'origin',
  'originRadius',
  'destination',
  'destinationRadius',
  'minRate',
  'maxMiles',
  'pickupDate',
  'deadheadFrom',
] as const;

export const DEFAULT_RADIUS = String(SEARCH_RADIUS_MILES.default);

export function readBoardSearch(params: URLSearchParams): BoardSearch {
  const text = (key: string, fallback = '') => params.get(key)?.trim() ?? fallback;
  const equipment = text('equipment')
    .split(',')
    .filter((type): type is EquipmentType => (EQUIPMENT_TYPES as readonly string[]).includes(type));
  const sort = text('sort');
  const page = Number(params.get('page'));
  return {
    origin: text('origin'),
    originRadius: text('originRadius', DEFAULT_RADIUS),
    destination: text('destination'),
    destinationRadius: text('destinationRadius', DEFAULT_RADIUS),
    equipment,
    minRate: text('minRate'),
    maxMiles: text('maxMiles'),
    pickupDate: text('pickupDate'),
    deadheadFrom: text('deadheadFrom'),
    sort: (LOAD_SORTS as readonly string[]).includes(sort) ? (sort as LoadSort) : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL search of a board search; defaults are left out, so a fresh board is plain /trucker/loads. */
export function boardSearchParams(search: BoardSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = search[key].trim();
    const isDefaultRadius = key.endsWith('Radius') && value === DEFAULT_RADIUS;
    if (value && !isDefaultRadius) params.set(key, value);
  }
  if (search.equipment.length > 0) params.set('equipment', search.equipment.join(','));
  if (search.sort !== 'newest') params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

const optionalInt = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The GET /api/loads query of a board search: radii only with their place, the pickup day as ISO bounds. */
export function toBoardQuery(search: BoardSearch): BoardQuery {
  const day = localDayRange(search.pickupDate);
  const minRate = dollarsToCents(search.minRate);
  const maxMiles = optionalInt(search.maxMiles);
  const query: Partial<BoardQuery> = {};
  if (search.origin) {
    query.origin = search.origin;
    query.originRadius = optionalInt(search.originRadius) ?? SEARCH_RADIUS_MILES.default;
  }
  if (search.destination) {
    query.destination = search.destination;
    query.destinationRadius = optionalInt(search.destinationRadius) ?? SEARCH_RADIUS_MILES.default;
  }
  if (search.equipment.length > 0) query.equipment = search.equipment.join(',');
  if (minRate !== undefined) query.minRatePerMileCents = minRate;
  if (maxMiles !== undefined) query.maxMiles = maxMiles;
  if (day) {
    query.pickupFrom = day.from;
    query.pickupBefore = day.before;
  }
  if (search.deadheadFrom) query.deadheadFrom = search.deadheadFrom;
  return { ...query, sort: search.sort, page: search.page, pageSize: BOARD_PAGE_SIZE };
}

/** Server field names of GET /api/loads → the filter that shows the error. */
export const BOARD_ERROR_FIELDS: Record<string, keyof BoardFilters> = {
  origin: 'origin',
  originRadius: 'originRadius',
  destination: 'destination',
  destinationRadius: 'destinationRadius',
  equipment: 'equipment',
  minRatePerMileCents: 'minRate',
  maxMiles: 'maxMiles',
  pickupFrom: 'pickupDate',
  pickupBefore: 'pickupDate',
  deadheadFrom: 'deadheadFrom',
};

/** A 400's field errors, under the filters that caused them (e.g. an unknown origin under Origin). */
export function boardFilterErrors(error: unknown): Partial<Record<keyof BoardFilters, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: Partial<Record<keyof BoardFilters, string>> = {};
  for (const [field, message] of Object.entries(error.fieldErrorMap())) {
    const filter = BOARD_ERROR_FIELDS[field];
    if (filter) errors[filter] ??= message;
  }
  return errors;
}

/** The filters of a plain board: what "Clear filters" puts back. */
export const DEFAULT_BOARD_FILTERS: BoardFilters = {
  origin: '',
  originRadius: DEFAULT_RADIUS,
  destination: '',
  destinationRadius: DEFAULT_RADIUS,
  equipment: [],
  minRate: '',
  maxMiles: '',
  pickupDate: '',
  deadheadFrom: '',
};

type FilterErrors = Partial<Record<keyof BoardFilters, string>>;

/**
 * The filters checked with the search's own schema (`loadSearchQuery`) before Search sends them, so a bad
 * value shows under its field instead of going nowhere. A radius is checked even without its place: the
 * trucker sees the number they typed. An empty radius means the default, as in `toBoardQuery`.
 */
export function validateBoardFilters(filters: BoardFilters): FilterErrors {
  const radius = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const day = localDayRange(filters.pickupDate);
  const result = loadSearchQuery.safeParse({
    origin: filters.origin,
    originRadius: radius(filters.originRadius),
    destination: filters.destination,
    destinationRadius: radius(filters.destinationRadius),
    equipment: filters.equipment.join(','),
    minRatePerMileCents: dollarsToCents(filters.minRate),
    maxMiles: optionalInt(filters.maxMiles),
    pickupFrom: day?.from,
    pickupBefore: day?.before,
    deadheadFrom: filters.deadheadFrom,
  });
  const errors: FilterErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const filter = BOARD_ERROR_FIELDS[String(issue.path[0])];
    if (filter) errors[filter] ??= issue.message;
  }
  return errors;
}

export function boardHref(search: BoardSearch): string {
  const query = boardSearchParams(search).toString();
  const base = paths.trucker.loads.getHref();
  return query ? `${base}?${query}` : base;
}
