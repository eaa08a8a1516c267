import { describe, expect, it } from 'vitest';
import { lineFit } from './mix-fit';

describe('mix bench line fit', () => {
  it('finds the slope and intercept of points on a line, with r² 1', () => {
    const fit = lineFit([
      { x: 0, y: 500 },
      { x: 25, y: 600 },
      { x: 50, y: 700 },
    ]);
    expect(fit?.slope).toBeCloseTo(4);
    expect(fit?.intercept).toBeCloseTo(500);
    expect(fit?.r2).toBeCloseTo(1);
  });

  it('reports a poor fit for scattered points', () => {
    const fit = lineFit([
      { x: 0, y: 500 },
      { x: 1, y: 300 },
      { x: 2, y: 700 },
      { x: 3, y: 400 },
    ]);
    expect(fit?.r2).toBeLessThan(0.2);
  });

  it('has no line when every x is the same', () => {
    expect(
      lineFit([
        { x: 5, y: 1 },
        { x: 5, y: 2 },
      ]),
    ).toBeUndefined();
  });
});
