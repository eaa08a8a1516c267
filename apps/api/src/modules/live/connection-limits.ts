/** Counts this process's open live connections per key (a client IP, a user) against a cap. */
export class ConnectionCounter {
  private readonly counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a slot for `key`; false (and nothing taken) when `key` already holds `max`. */
  tryAcquire(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = this.counts.get(key) ?? 0;
    if (count <= 1) this.counts.delete(key);
    else this.counts.set(key, count - 1);
  }

  size(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

/** At most `max` messages in any `windowMs` span (a sliding log of the last `max` arrival times). */
export class MessageRate {
  private readonly arrivals: number[] = [];

  constructor(
    private readonly max: number,
    private readonly windowMs = 1000,
  ) {}

  /** Records a message; false when it is one too many. */
  allow(now = Date.now()): boolean {
    if (this.arrivals.length >= this.max) {
      const oldest = this.arrivals[0] ?? 0;
      if (now - oldest < this.windowMs) return false;
      this.arrivals.shift();
    }
    this.arrivals.push(now);
    return true;
  }
}
