/**
 * At most `size` holders at once; the others wait in arrival order, except that a `background`
 * caller (a bulk operation's delivery) only gets a permit when no other caller is waiting. After
 * close(), waiting and later callers get false instead of a permit.
 */
export class Permits {
  private free: number;
  private readonly waiting: ((granted: boolean) => void)[] = [];
  private readonly background: ((granted: boolean) => void)[] = [];
  private closed = false;

  constructor(size: number) {
    this.free = size;
  }

  /**
   * True once a permit is held (give it back with release()); false when closed. `first`: ahead of
   * those already waiting in its lane. `background`: behind every caller without it.
   */
  acquire({ first = false, background = false } = {}): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(true);
    }
    const lane = background ? this.background : this.waiting;
    return new Promise((resolve) => (first ? lane.unshift(resolve) : lane.push(resolve)));
  }

  /** Up to `count` permits that are free now, without waiting (none once closed); how many were taken. */
  take(count: number): number {
    const taken = this.closed ? 0 : Math.max(0, Math.min(count, this.free));
    this.free -= taken;
    return taken;
  }

  release(): void {
    const next = this.waiting.shift() ?? this.background.shift();
    if (next) next(true);
    else this.free++;
  }

  close(): void {
    this.closed = true;
    for (const wake of [...this.waiting.splice(0), ...this.background.splice(0)]) wake(false);
  }
}
