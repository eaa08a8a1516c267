import { describe, expect, it, vi } from 'vitest';
import { recordFeedback } from './feedback';

describe('recordFeedback', () => {
  it('runs the write', async () => {
    const write = vi.fn(async () => undefined);
    const log = { warn: vi.fn() };
    await recordFeedback(log, 'open', write);
    expect(write).toHaveBeenCalledOnce();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs a failed write instead of failing the caller', async () => {
    const err = new Error('deadlock detected');
    const log = { warn: vi.fn() };
    await expect(recordFeedback(log, 'impressions', () => Promise.reject(err))).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith({ err }, 'recording match feedback (impressions) failed');
  });
});
