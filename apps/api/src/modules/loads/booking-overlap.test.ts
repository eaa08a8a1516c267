import { describe, expect, it } from 'vitest';
import { canChain, driveHours, findOverlap, loadsOverlap, type ScheduledLoad } from './booking-overlap';

const DALLAS = { lat: 32.7831, lng: -96.8067 };
const HOUSTON = { lat: 29.7589, lng: -95.3677 };
const DENVER = { lat: 39.7482, lng: -104.9871 };
const at = (hours: number) => new Date(Date.UTC(2026, 10, 23, 0) + hours * 3_600_000);

function load(
  from: typeof DALLAS,
  to: typeof DALLAS,
  pickupEnd: number | null,
  deliveryStart: number | null,
) {
  return {
    pickup: from,
    delivery: to,
    pickupWindowEnd: pickupEnd === null ? null : at(pickupEnd),
    deliveryWindowStart: deliveryStart === null ? null : at(deliveryStart),
  } satisfies ScheduledLoad;
}

describe('driveHours', () => {
  it('drives the estimated road miles at 50 mph', () => {
    // Dallas → Houston is about 225 crow-flies miles, 270 road miles: 5.4 hours.
    expect(driveHours(HOUSTON, DALLAS)).toBeCloseTo(5.4, 1);
    expect(driveHours(DALLAS, DALLAS)).toBe(1 / 50);
  });
});

describe('loadsOverlap', () => {
  it('lets loads that chain in time and place through (either order)', () => {
    const first = load(DALLAS, HOUSTON, 4, 10);
    const next = load(HOUSTON, DALLAS, 12, 20);
    expect(loadsOverlap(first, next)).toBe(false);
    expect(loadsOverlap(next, first)).toBe(false);
  });

  it('flags loads with the same windows at different places', () => {
    expect(loadsOverlap(load(DALLAS, HOUSTON, 4, 10), load(HOUSTON, DALLAS, 4, 10))).toBe(true);
  });

  it('counts the drive at 50 mph between one delivery and the next pickup', () => {
    const first = load(DALLAS, HOUSTON, 4, 10);
    // Houston → Dallas takes about 5.4 hours: a pickup closing at 15:00 is reachable, 15:00 minus 1 hour is not.
    expect(loadsOverlap(first, load(DALLAS, HOUSTON, 16, 30))).toBe(false);
    expect(loadsOverlap(first, load(DALLAS, HOUSTON, 15, 30))).toBe(true);
    // Back-to-back at the same place needs almost no drive.
    expect(canChain(first, load(HOUSTON, DENVER, 10.1, 40))).toBe(true);
  });

  it('cannot prove a conflict without windows', () => {
    expect(loadsOverlap(load(DALLAS, HOUSTON, null, null), load(HOUSTON, DALLAS, 4, 10))).toBe(false);
    expect(loadsOverlap(load(DALLAS, HOUSTON, 4, null), load(DENVER, DALLAS, null, 10))).toBe(false);
  });
});

describe('findOverlap', () => {
  it('names the first booking the load cannot be run with', () => {
    const candidate = load(DALLAS, HOUSTON, 4, 10);
    const fine = { ...load(HOUSTON, DALLAS, 20, 30), id: 'fine' };
    const clash = { ...load(DENVER, DALLAS, 5, 30), id: 'clash' };
    expect(findOverlap(candidate, [fine, clash])?.id).toBe('clash');
    expect(findOverlap(candidate, [fine])).toBeUndefined();
  });
});
