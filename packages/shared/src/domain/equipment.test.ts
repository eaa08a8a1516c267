import { describe, expect, it } from 'vitest';
import { truckerEquipmentStep } from '../schemas/onboarding';
import { loadFields } from '../schemas/loads';
import {
  EQUIPMENT_CATALOGUE,
  EQUIPMENT_TYPES,
  FUTURES_TRUCK_TYPES,
  HAUL_RULES,
  TRUCK_TYPE_CATALOGUE,
  TRUCK_TYPES,
  canHaul,
  haulableEquipment,
} from './equipment';

describe('equipment catalogue', () => {
  it('offers the spec’s eight truck types, then Hotshot, Power Only and RGN', () => {
    expect(TRUCK_TYPE_CATALOGUE.map((t) => t.label)).toEqual([
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
    ]);
    expect(new Set(TRUCK_TYPES).size).toBe(TRUCK_TYPES.length);
  });

  it('keeps the load equipment codes stored today, and maps each futures code to one equipment', () => {
    expect(EQUIPMENT_CATALOGUE.map((e) => e.code)).toEqual([
      'Hotshot',
      'Power Only',
      'Flatbed',
      'Dry Van',
      'Step Deck',
      'RGN',
      'Reefer',
    ]);
    const futures = EQUIPMENT_CATALOGUE.flatMap((e) => (e.futuresCode ? [e.futuresCode] : []));
    expect([...futures].sort()).toEqual([...FUTURES_TRUCK_TYPES].sort());
    expect(EQUIPMENT_CATALOGUE.find((e) => e.code === 'Reefer')?.futuresCode).toBe('reefer');
  });

  it('says what each truck can haul', () => {
    expect(haulableEquipment('Lowboy')).toEqual(['RGN']);
    expect(haulableEquipment('RGN')).toEqual(['RGN']);
    expect(haulableEquipment('Refrigerated')).toEqual(['Dry Van', 'Reefer']);
    expect(haulableEquipment('Step Deck')).toEqual(['Flatbed', 'Step Deck']);
    expect(haulableEquipment('Dry Van')).toEqual(['Dry Van']);
    expect(haulableEquipment('Flatbed')).toEqual(['Flatbed']);
    expect(haulableEquipment('Hotshot')).toEqual(['Hotshot']);
    expect(haulableEquipment('Power Only')).toEqual(['Power Only']);
    for (const t of ['Tanker', 'Box Truck', 'Dump Truck'] as const) expect(haulableEquipment(t)).toEqual([]);
  });

  it('canHaul follows the rules and refuses the other way round and unknown codes', () => {
    expect(canHaul('Lowboy', 'RGN')).toBe(true);
    expect(canHaul('Refrigerated', 'Reefer')).toBe(true);
    expect(canHaul('Refrigerated', 'Dry Van')).toBe(true);
    expect(canHaul('Dry Van', 'Reefer')).toBe(false);
    expect(canHaul('Flatbed', 'Step Deck')).toBe(false);
    expect(canHaul('Step Deck', 'Hotshot')).toBe(false);
    expect(canHaul('Step Deck', 'Power Only')).toBe(false);
    expect(canHaul('Spaceship', 'Flatbed')).toBe(false);
    expect(canHaul('Flatbed', 'flatbed')).toBe(false);
  });

  it('writes each rule once, between catalogue codes, with a reason', () => {
    const keys = HAUL_RULES.map((r) => `${r.truck}→${r.equipment}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of HAUL_RULES) {
      expect(TRUCK_TYPES).toContain(r.truck);
      expect(EQUIPMENT_TYPES).toContain(r.equipment);
      expect(r.reason.trim().length).toBeGreaterThan(0);
    }
  });

  it('is what the onboarding and posting schemas accept', () => {
    for (const t of TRUCK_TYPES) expect(truckerEquipmentStep.shape.truckType.safeParse(t).success).toBe(true);
    expect(truckerEquipmentStep.shape.truckType.safeParse('Spaceship').success).toBe(false);
    for (const e of EQUIPMENT_TYPES) expect(loadFields.shape.equipment.safeParse(e).success).toBe(true);
    expect(loadFields.shape.equipment.safeParse('Lowboy').success).toBe(false);
  });
});
