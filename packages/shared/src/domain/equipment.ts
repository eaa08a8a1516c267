/**
 * The one equipment catalogue: the truck types a trucker can run, the equipment a load can call for,
 * and which truck can haul which load. Codes are the values stored in the database (trucker
 * truck_type, load equipment) and sent over the API; they have never changed, so no data migration.
 */

/** Truck type codes a trucker can pick (onboarding: the spec's eight, plus Hotshot, Power Only and RGN). */
export const TRUCK_TYPES = [
  'Dry Van',
  'Refrigerated',
  'Flatbed',
  'Step Deck',
  'Lowboy',
  'Tanker',
  'Box Truck',
  'Dump Truck',
  'Hotshot',
  'Power Only',
  'RGN',
] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

/** Equipment codes a load can call for. */
export const EQUIPMENT_TYPES = [
  'Hotshot',
  'Power Only',
  'Flatbed',
  'Dry Van',
  'Step Deck',
  'RGN',
  'Reefer',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** truck_type codes of freight futures and rate futures (spec: dry_van, reefer, flatbed, step_deck). */
export const FUTURES_TRUCK_TYPES = ['dry_van', 'reefer', 'flatbed', 'step_deck'] as const;
export type FuturesTruckType = (typeof FUTURES_TRUCK_TYPES)[number];

export interface TruckTypeEntry {
  code: TruckType;
  label: string;
}
export interface EquipmentTypeEntry {
  code: EquipmentType;
  label: string;
  /** The futures truck_type that prices this equipment, when futures trade it. */
  futuresCode: FuturesTruckType | null;
}

/** Truck types in the order onboarding offers them, with their labels. */
export const TRUCK_TYPE_CATALOGUE: readonly TruckTypeEntry[] = TRUCK_TYPES.map((code) => ({
  code,
  label: code,
}));

const FUTURES_CODE: Record<EquipmentType, FuturesTruckType | null> = {
  Hotshot: null,
  'Power Only': null,
  Flatbed: 'flatbed',
  'Dry Van': 'dry_van',
  'Step Deck': 'step_deck',
  RGN: null,
  Reefer: 'reefer',
};

/** Load equipment in the order posting and search offer it, with labels and futures codes. */
export const EQUIPMENT_CATALOGUE: readonly EquipmentTypeEntry[] = EQUIPMENT_TYPES.map((code) => ({
  code,
  label: code,
  futuresCode: FUTURES_CODE[code],
}));

export interface HaulRule {
  truck: TruckType;
  equipment: EquipmentType;
  reason: string;
}

/** What each truck can haul, one rule per (truck, load equipment) pair, with why. Pairs not listed: no. */
export const HAUL_RULES: readonly HaulRule[] = [
  { truck: 'Dry Van', equipment: 'Dry Van', reason: 'Same trailer the load calls for.' },
  { truck: 'Refrigerated', equipment: 'Reefer', reason: 'A refrigerated trailer is a reefer.' },
  {
    truck: 'Refrigerated',
    equipment: 'Dry Van',
    reason: 'A reefer with its unit off carries dry freight.',
  },
  { truck: 'Flatbed', equipment: 'Flatbed', reason: 'Same trailer the load calls for.' },
  { truck: 'Step Deck', equipment: 'Step Deck', reason: 'Same trailer the load calls for.' },
  {
    truck: 'Step Deck',
    equipment: 'Flatbed',
    reason: 'An open deck that takes any flatbed freight, with more height on the lower deck.',
  },
  { truck: 'Lowboy', equipment: 'RGN', reason: 'A removable-gooseneck lowboy is what RGN loads call for.' },
  { truck: 'RGN', equipment: 'RGN', reason: 'Same trailer the load calls for.' },
  { truck: 'Hotshot', equipment: 'Hotshot', reason: 'Same rig the load calls for.' },
  {
    truck: 'Power Only',
    equipment: 'Power Only',
    reason: 'A tractor without a trailer pulls the shipper’s trailer.',
  },
  // Tanker, Box Truck and Dump Truck haul nothing the board posts: liquids, small straight-truck
  // freight and bulk aggregates have no load equipment type here.
];

const haulable = new Map<TruckType, ReadonlySet<EquipmentType>>(
  TRUCK_TYPES.map((t) => [t, new Set(HAUL_RULES.filter((r) => r.truck === t).map((r) => r.equipment))]),
);

/** The load equipment a truck type can haul, in catalogue order. */
export function haulableEquipment(truck: TruckType): EquipmentType[] {
  const set = haulable.get(truck);
  return EQUIPMENT_TYPES.filter((e) => set?.has(e) ?? false);
}

/** Whether a truck of this type can haul a load that calls for this equipment. Unknown codes: false. */
export function canHaul(truck: string, loadEquipment: string): boolean {
  return haulable.get(truck as TruckType)?.has(loadEquipment as EquipmentType) ?? false;
}

export const isTruckType = (v: unknown): v is TruckType =>
  typeof v === 'string' && (TRUCK_TYPES as readonly string[]).includes(v);

export const isEquipmentType = (v: unknown): v is EquipmentType =>
  typeof v === 'string' && (EQUIPMENT_TYPES as readonly string[]).includes(v);
