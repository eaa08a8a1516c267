import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { applyProblemFieldErrors, errorMessage } from './server-errors';

const problem = (status: number, fieldErrors: { field: string; message: string }[]) =>
  new ApiError({ status, code: 'x', title: 'x', detail: 'The detail.', fieldErrors });

describe('applyProblemFieldErrors', () => {
  it('puts a 409 naming a field on that field, focusing the first', () => {
    const setError = vi.fn();
    const applied = applyProblemFieldErrors(
      problem(409, [{ field: 'mcNumber', message: 'MC taken' }]),
      setError,
      ['email', 'mcNumber'] as const,
    );
    expect(applied).toEqual(['mcNumber']);
    expect(setError).toHaveBeenCalledWith(
      'mcNumber',
      { type: 'server', message: 'MC taken' },
      { shouldFocus: true },
    );
  });

  it('maps aliases and dotted paths, and ignores fields the form does not have', () => {
    const setError = vi.fn();
    const applied = applyProblemFieldErrors(
      problem(400, [
        { field: 'minRatePerMileCents', message: 'Too high' },
        { field: 'lanes.1.origin', message: 'Not found' },
        { field: 'somethingElse', message: 'Nope' },
      ]),
      setError,
      ['minRateDollars', 'lanes'] as const,
      { minRatePerMileCents: 'minRateDollars' },
    );
    expect(applied).toEqual(['minRateDollars', 'lanes']);
    expect(setError).toHaveBeenCalledTimes(2);
  });

  it('does nothing for errors that are not API problems', () => {
    const setError = vi.fn();
    expect(applyProblemFieldErrors(new Error('boom'), setError, ['email'] as const)).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("prefers the problem's detail, then the error's message, then a generic line", () => {
    expect(errorMessage(problem(409, []))).toBe('The detail.');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('weird')).toBe('Something went wrong. Please try again.');
  });
});
