import { describe, expect, it } from 'vitest';
import { redactUrl } from './app';

describe('redactUrl', () => {
  it('keeps one-time tokens and codes out of logged URLs', () => {
    expect(redactUrl('/auth/v1/verify?token=abc123&type=signup&redirect_to=http://x')).toBe(
      '/auth/v1/verify?token=[redacted]&type=signup&redirect_to=http://x',
    );
    expect(redactUrl('/cb?state=s&code=xyz')).toBe('/cb?state=s&code=[redacted]');
    expect(redactUrl('/auth?tab=signup&invite=s3cret')).toBe('/auth?tab=signup&invite=[redacted]');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
