import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useNow } from '@/hooks/use-now';
import { RateFutureCountdown } from './rate-future-countdown';

function Ticking({ expiresAt }: { expiresAt: string }) {
  return <RateFutureCountdown expiresAt={expiresAt} now={useNow()} />;
}

describe('RateFutureCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks from hours and minutes to minutes alone to Expired on the clock', () => {
    const expiresAt = new Date(Date.now() + (60 * 60 + 30) * 1000).toISOString();
    render(<Ticking expiresAt={expiresAt} />);
    const time = screen.getByText('1h 0m');
    expect(time).toHaveAttribute('datetime', expiresAt);

    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByText('59m')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(58 * 60_000);
    });
    expect(screen.getByText('1m')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('<1m')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(58_000);
    });
    expect(screen.getByText('<1m')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });
});
