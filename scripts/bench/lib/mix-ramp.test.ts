import { describe, expect, it } from 'vitest';
import { lowestFailed, nextRate, sustainedRate, type StepOutcome } from './mix-ramp';

const pass = (rate: number): StepOutcome => ({ rate, pass: true });
const fail = (rate: number): StepOutcome => ({ rate, pass: false });

describe('mix bench search ramp', () => {
  it('starts at the start rate and doubles while steps pass, up to the maximum', () => {
    expect(nextRate([], 20, 1000)).toBe(20);
    expect(nextRate([pass(20)], 20, 1000)).toBe(40);
    expect(nextRate([pass(20), pass(40)], 20, 1000)).toBe(80);
    expect(nextRate([pass(600)], 20, 1000)).toBe(1000);
  });

  it('halves the gap between the rate that held and the one that failed', () => {
    const steps = [pass(20), pass(40), pass(80), fail(160)];
    expect(nextRate(steps, 20, 1000)).toBe(120);
    expect(nextRate([...steps, fail(120)], 20, 1000)).toBe(100);
    expect(nextRate([...steps, pass(120)], 20, 1000)).toBe(140);
  });

  it('confirms the sustained rate once the gap is within 5 %', () => {
    expect(nextRate([pass(100), fail(104)], 20, 1000)).toBe(100);
  });

  it('halves the start when the very first step fails', () => {
    expect(nextRate([fail(20)], 20, 1000)).toBe(10);
    expect(nextRate([fail(1)], 20, 1000)).toBe(1);
    expect(sustainedRate([fail(20)])).toBe(0);
  });

  it('does not report a rate as sustained when it or a lower rate failed on another step', () => {
    expect(sustainedRate([pass(80), fail(160), pass(120)])).toBe(120);
    // The confirming step at 120 failed: 120 no longer counts, 80 does.
    expect(sustainedRate([pass(80), fail(160), pass(120), fail(120)])).toBe(80);
    expect(lowestFailed([pass(80), fail(160), pass(120), fail(120)])).toBe(120);
    // A failure below a pass (noise) caps what counts as sustained.
    expect(sustainedRate([pass(40), pass(80), fail(60)])).toBe(40);
  });
});
