import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TransformOutcome } from './sandbox';
import type { TransformInput } from './transformation';

export interface ThreadRequest {
  id: number;
  code: string;
  input: TransformInput;
  cacheKey: string | null;
}

export type ThreadAnswer = { id: number; outcome: TransformOutcome } | { ready: true };

/**
 * How long past its time limit a run may go before its thread is stopped: QuickJS checks the limit
 * between instructions, and a built-in (a sort, a fill, a JSON.stringify of a large value) runs to
 * its end first.
 */
const OVERRUN_GRACE_MS = 50;

/**
 * Runs handed to the thread in one message, which it runs one after the other, answering each as
 * it ends. One at a time, each run waited for a turn of the worker's event loop (the answer read,
 * the next run posted) between runs: in a burst, where those turns are long, that bound the
 * deliveries with a transformation to about one per turn.
 */
const BATCH_SIZE = 32;

/** The thread's script, compiled; from the TypeScript sources (the tests), the build's copy. */
function threadScript(): string {
  const beside = join(__dirname, 'sandbox-thread.js');
  return existsSync(beside) ? beside : beside.replace(`${join('/', 'src', '/')}`, `${join('/', 'dist', '/')}`);
}

interface Pending {
  request: ThreadRequest;
  resolve: (outcome: TransformOutcome) => void;
}

/**
 * Runs transformations on a thread of their own, so the event loop that serves deliveries is never
 * held by one, one run at a time, handed over {@link BATCH_SIZE} at once. A run that has not
 * answered by its time limit plus {@link OVERRUN_GRACE_MS} after the one before it (a built-in that
 * does not stop at the limit) stops the thread: it fails as having run too long, and the runs behind
 * it, which never started, go to a new thread.
 */
export class SandboxPool {
  private thread: Worker | null = null;
  /** Whether the thread has loaded QuickJS: a run's time limit starts when it is handed over, not before. */
  private ready = false;
  private readonly queue: Pending[] = [];
  /** The runs handed to the thread and not answered yet, in the order it runs them; the timer is the first's. */
  private current: { batch: Pending[]; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly timeoutMs: number) {}

  run(code: string, input: TransformInput, cacheKey: string | null): Promise<TransformOutcome> {
    if (this.closed) return Promise.resolve(failure('the worker is stopping', 0));
    return new Promise((resolve) => {
      this.queue.push({ request: { id: this.nextId++, code, input, cacheKey }, resolve });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve(failure('the worker is stopping', 0));
    if (this.current) {
      clearTimeout(this.current.timer);
      for (const pending of this.current.batch) pending.resolve(failure('the worker is stopping', 0));
      this.current = null;
    }
    await this.thread?.terminate();
    this.thread = null;
  }

  private next(): void {
    if (this.current || this.queue.length === 0) return;
    const thread = this.started();
    if (!this.ready) return; // its ready message calls next again
    const batch = this.queue.splice(0, BATCH_SIZE);
    this.current = { batch, timer: this.limit() };
    thread.postMessage(batch.map((pending) => pending.request));
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(threadScript(), { workerData: { timeoutMs: this.timeoutMs } });
    this.ready = false;
    thread.unref();
    thread.on('message', (answer: ThreadAnswer) => {
      if ('ready' in answer) {
        this.ready = true;
        return this.next();
      }
      if (this.current?.batch[0].request.id !== answer.id) return;
      const { outcome } = answer;
      if (outcome.kind === 'request') outcome.request.body = Buffer.from(outcome.request.body); // a Uint8Array once cloned
      this.finish(outcome);
    });
    thread.on('error', (error) => this.replace(thread, `the transformation thread failed: ${error.message}`));
    thread.on('exit', () => this.replace(thread, 'the transformation thread stopped'));
    this.thread = thread;
    return thread;
  }

  private limit(): NodeJS.Timeout {
    return setTimeout(() => this.overran(), this.timeoutMs + OVERRUN_GRACE_MS);
  }

  /** The run in flight went past its limit and grace: its thread is stopped, the runs behind it get a new one. */
  private overran(): void {
    const thread = this.thread;
    this.thread = null; // before the next run starts
    void thread?.terminate();
    this.giveBackUnstarted();
    this.finish(failure(`the transformation ran longer than ${this.timeoutMs} ms`, this.timeoutMs + OVERRUN_GRACE_MS));
  }

  /** The runs of the batch behind the one in flight never started: first in the queue, for the next thread. */
  private giveBackUnstarted(): void {
    if (this.current) this.queue.unshift(...this.current.batch.splice(1));
  }

  private replace(thread: Worker, message: string): void {
    if (this.thread !== thread) return;
    this.thread = null;
    if (this.current) {
      this.giveBackUnstarted();
      return this.finish(failure(message, 0));
    }
    // It failed before it was ready (and a new one would likely fail the same way): the runs waiting fail.
    for (const pending of this.queue.splice(0)) pending.resolve(failure(message, 0));
  }

  /** The first run of the batch ended: the next one's limit starts, or, the batch done, the next batch. */
  private finish(outcome: TransformOutcome): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    current.batch.shift()!.resolve(outcome);
    if (current.batch.length > 0) {
      current.timer = this.limit();
      return;
    }
    this.current = null;
    if (!this.closed) this.next();
  }
}

function failure(message: string, durationMs: number): TransformOutcome {
  return { kind: 'error', error: { message, line: null, column: null }, durationMs };
}
