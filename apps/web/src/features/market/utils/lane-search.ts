import { EQUIPMENT_TYPES, laneRatesQuery, type EquipmentType, type LaneRatesQuery } from '@haulclub/shared';

import { isApiError } from '@/lib/api-client';

/** The search form's values, as typed (equipment '' = all). */
export interface LaneSearch {
  origin: string;
  destination: string;
  equipment: EquipmentType | '';
}

export type LaneSearchErrors = Partial<Record<keyof LaneSearch, string>>;

const isEquipment = (value: string): value is EquipmentType =>
  (EQUIPMENT_TYPES as readonly string[]).includes(value);

/** The lane in the URL (?origin=&destination=&equipment=), so a search can be linked and reloaded. */
export function readLaneSearch(params: URLSearchParams): LaneSearch {
  const equipment = params.get('equipment') ?? '';
  return {
    origin: params.get('origin') ?? '',
    destination: params.get('destination') ?? '',
    equipment: isEquipment(equipment) ? equipment : '',
  };
}

/** The API query for a complete search; null until both ends are given. */
export function toLaneRatesQuery(search: LaneSearch): LaneRatesQuery | null {
  const origin = search.origin.trim();
  const destination = search.destination.trim();
  if (!origin || !destination) return null;
  return { origin, destination, ...(search.equipment ? { equipment: search.equipment } : {}) };
}

/** The shared schema's messages, by field, before anything is sent. */
export function validateLaneSearch(search: LaneSearch): LaneSearchErrors {
  const parsed = laneRatesQuery.safeParse({
    origin: search.origin,
    destination: search.destination,
    ...(search.equipment ? { equipment: search.equipment } : {}),
  });
  if (parsed.success) return {};
  const errors: LaneSearchErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'origin' || field === 'destination' || field === 'equipment')
      errors[field] ??= issue.message;
  }
  return errors;
}

/** A 400's field errors (e.g. a place the server could not find), by field of the form. */
export function laneSearchErrors(error: unknown): LaneSearchErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const errors: LaneSearchErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrorMap())) {
    if (field === 'origin' || field === 'destination' || field === 'equipment') errors[field] ??= message;
  }
  return errors;
}
