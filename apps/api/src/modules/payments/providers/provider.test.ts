import { describe, expect, it } from 'vitest';
import { readinessOf } from './provider';
import { stripeConnection } from './stripe-provider';

describe('readinessOf', () => {
  const flags = { detailsSubmitted: false, chargesEnabled: false, payoutsEnabled: false };

  it('is not_started without an account and onboarding with a fresh one', () => {
    expect(readinessOf(null)).toBe('not_started');
    expect(readinessOf(flags)).toBe('onboarding');
  });

  it('is pending_review once details are in and ready once payouts are enabled', () => {
    expect(readinessOf({ ...flags, detailsSubmitted: true })).toBe('pending_review');
    expect(readinessOf({ ...flags, detailsSubmitted: true, chargesEnabled: true })).toBe('pending_review');
    expect(readinessOf({ ...flags, detailsSubmitted: true, payoutsEnabled: true })).toBe('ready');
  });
});

describe('stripeConnection', () => {
  it('reads host, port and protocol from the API base', () => {
    expect(stripeConnection('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeConnection('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
  });
});
