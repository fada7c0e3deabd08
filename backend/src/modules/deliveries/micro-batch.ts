export interface MicroBatchOptions {
  /** Most inputs one call carries. */
  maxSize: number;
  /** Most calls running at once; inputs submitted meanwhile wait and go together in the next one. */
  maxInFlight: number;
}

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces concurrent single-item calls into calls over many items. An input waits one turn of
 * the event loop when nothing is running, so a lone call is barely delayed; under load, what
 * arrives while calls are in flight goes together in the next, so one statement carries many rows.
 * `run` answers each input at the same index; when it throws, every input of that call fails.
 */
export class MicroBatch<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: MicroBatchOptions,
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
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
