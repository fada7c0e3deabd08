export interface MicroBatchOptions {
  /** Most inputs one call carries. */
  maxSize: number;
  /** Most calls running at once; inputs submitted meanwhile wait and go together in the next one. */
  maxInFlight: number;
  /**
   * How long the oldest waiting input may wait for others to fill a call (up to maxSize) when a call
   * could start; 0 (the default) waits one turn of the event loop. For work where rows per statement
   * matter more than milliseconds.
   */
  lingerMs?: number;
}

interface Waiting<I, O> {
  input: I;
  since: number;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces concurrent single-item calls into calls over many items. An input waits one turn of
 * the event loop when nothing is running (or `lingerMs`), so a lone call is barely delayed; under
 * load, what arrives while calls are in flight goes together in the next, so one statement carries
 * many rows. `run` answers each input at the same index; when it throws, every input of that call fails.
 */
export class MicroBatch<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  /** The flush that is due, if any: after a turn of the event loop, or when the linger ends. */
  private pending: { lingering: boolean; cancel: () => void } | null = null;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: MicroBatchOptions,
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, since: performance.now(), resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    const lingerLeft = (this.options.lingerMs ?? 0) - (performance.now() - this.waiting[0].since);
    const lingering = lingerLeft > 0 && this.waiting.length < this.options.maxSize;
    // A flush already due stays, unless it lingers and the call is now full.
    if (this.pending && !(this.pending.lingering && !lingering)) return;
    this.pending?.cancel();
    const flush = () => {
      this.pending = null;
      this.flush();
    };
    if (lingering) {
      const timer = setTimeout(flush, lingerLeft);
      this.pending = { lingering, cancel: () => clearTimeout(timer) };
    } else {
      const immediate = setImmediate(flush);
      this.pending = { lingering, cancel: () => clearImmediate(immediate) };
    }
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxSize);
      this.inFlight++;
      this.run(batch.map((waiting) => waiting.input))
        .then(
          (outputs) => batch.forEach((waiting, index) => waiting.resolve(outputs[index])),
          (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.schedule();
        });
    }
  }
}
