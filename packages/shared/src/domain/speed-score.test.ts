import { describe, expect, it } from 'vitest';
import {
  BROKER_SPEED_RULES,
  durationComponent,
  falloffComponent,
  speedScoreOf,
  topPercentOf,
  TRUCKER_SPEED_RULES,
} from './speed-score';

const proof = TRUCKER_SPEED_RULES.proof_speed; // 60 → 1, 1440 → 0
const chat = TRUCKER_SPEED_RULES.chat_response; // 5 → 1, 240 → 0

describe('durationComponent', () => {
  it('is 1 at or under the full minutes and 0 at or over the zero minutes', () => {
    expect(durationComponent(0, proof)).toBe(1);
    expect(durationComponent(60, proof)).toBe(1);
    expect(durationComponent(1440, proof)).toBe(0);
    expect(durationComponent(5000, proof)).toBe(0);
  });

  it('falls linearly in between', () => {
    expect(durationComponent(750, proof)).toBeCloseTo(0.5, 10);
    expect(durationComponent(122.5, chat)).toBeCloseTo(0.5, 10);
    expect(durationComponent(52, chat)).toBeCloseTo(0.8, 10);
  });
});

describe('falloffComponent', () => {
  it('loses a fifth of the component per 4% of bookings cancelled, down to 0 at 20%', () => {
    expect(falloffComponent(0, 10)).toBe(1);
    expect(falloffComponent(1, 10)).toBeCloseTo(0.5, 10);
    expect(falloffComponent(2, 10)).toBe(0);
    expect(falloffComponent(5, 10)).toBe(0);
  });

  it('has no value without bookings', () => {
    expect(falloffComponent(0, 0)).toBeNull();
  });
});

describe('speedScoreOf', () => {
  it('weighs every component by its rule', () => {
    // 25×1 + 25×0.5 + 15×1 + 20×0 + 15×0.8 = 64.5 of 100
    const score = speedScoreOf(
      { on_time_pickup: 1, on_time_delivery: 0.5, proof_speed: 1, falloffs: 0, chat_response: 0.8 },
      TRUCKER_SPEED_RULES,
    );
    expect(score).toBe(65);
  });

  it('judges a member on the components with data only', () => {
    // Only confirm (40) and fund (30): (40×1 + 30×0.5) ÷ 70 = 78.57…
    expect(
      speedScoreOf({ confirm_delivery: 1, fund_escrow: 0.5, chat_response: null }, BROKER_SPEED_RULES),
    ).toBe(79);
  });

  it('clamps components to [0, 1] and is null without any data', () => {
    expect(speedScoreOf({ on_time_pickup: 3 }, TRUCKER_SPEED_RULES)).toBe(100);
    expect(speedScoreOf({ on_time_pickup: -1 }, TRUCKER_SPEED_RULES)).toBe(0);
    expect(speedScoreOf({}, TRUCKER_SPEED_RULES)).toBeNull();
  });
});

describe('topPercentOf', () => {
  it('puts the best of ten in the top 10% and the worst in the top 100%', () => {
    expect(topPercentOf(0, 10)).toBe(10);
    expect(topPercentOf(9, 10)).toBe(100);
  });

  it('rounds up and never says top 0%', () => {
    expect(topPercentOf(0, 1000)).toBe(1);
    expect(topPercentOf(1, 3)).toBe(67);
    expect(topPercentOf(0, 1)).toBe(100);
  });
});
