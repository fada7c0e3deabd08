/**
 * At most `size` holders at once; the others wait in arrival order. After close(), waiting and later
 * callers get false instead of a permit.
 */
export class Permits {
  private free: number;
  private readonly waiting: ((granted: boolean) => void)[] = [];
  private closed = false;

  constructor(size: number) {
    this.free = size;
  }

  /**
   * True once a permit is held (give it back with release()); false when closed. `first`: ahead of
   * those already waiting.
   */
  acquire({ first = false } = {}): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => (first ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.free++;
  }

  close(): void {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake(false);
  }
}
