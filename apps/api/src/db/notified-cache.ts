/**
 * Values read from the database, kept per key until a change notification names the key (every
 * writer's change is announced through PostgreSQL NOTIFY, e.g. by a trigger), or for at most
 * `maxAgeMs` (a safety net). Nothing is trusted while notifications are not arriving (`notified`
 * false: a NOTIFY sent meanwhile is lost), and a read that was under way when any key was
 * forgotten answers its caller but is not kept (it may have read the row before the change).
 */
export class NotifiedCache<V extends object> {
  private readonly entries = new Map<string, { at: number; value: V }>();
  private generation = 0;

  constructor(
    private readonly options: {
      maxAgeMs: number;
      /** The oldest entries go first beyond this many. */
      maxEntries: number;
      /** Whether change notifications are reaching this process now. */
      notified: () => boolean;
    },
  ) {}

  /** The kept value of `key`, else `read()`'s (kept when found and nothing changed meanwhile). */
  async get(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      if (Date.now() - hit.at < this.options.maxAgeMs && this.options.notified()) return hit.value;
      this.entries.delete(key);
    }
    const generation = this.generation;
    const trusted = this.options.notified();
    const value = await read();
    if (value && trusted && generation === this.generation && this.options.notified()) {
      if (this.entries.size >= this.options.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { at: Date.now(), value });
    }
    return value;
  }

  /** Forgets `key` (a notification named it), or every key (notifications may have been lost). */
  invalidate(key?: string): void {
    this.generation += 1;
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
