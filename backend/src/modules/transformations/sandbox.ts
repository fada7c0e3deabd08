import { createHash } from 'node:crypto';
import type { InterruptHandler, QuickJSContext, QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { newQuickJSWASMModuleFromVariant, shouldInterruptAfterDeadline } from 'quickjs-emscripten-core';
import releaseSync from '@jitl/quickjs-wasmfile-release-sync';
import { parsedOutput, TransformedRequest, TransformInput } from './transformation';

/** A transformation's memory cap: what a 1 GiB allocation, or one that grows without end, runs into. */
const TRANSFORM_MEMORY_BYTES = 16 * 1024 * 1024;
const STACK_BYTES = 256 * 1024;
/** Compiled transformations kept, least recently used dropped first. */
const CACHED = 256;
const FILE = 'transformation.js';
/** What {@link TransformSandbox.warm} runs: objects, strings, arrays, typed arrays, JSON, up to an allocation past the limit. */
const WARM_UP = `function handler(request) {
  const kept = [];
  for (let i = 0; i < 2000; i++) kept.push({ i, text: 'item ' + i, list: [i, i * 2], bytes: new Uint8Array(64) });
  JSON.parse(JSON.stringify(kept));
  const grow = [];
  for (;;) grow.push(new Uint8Array(1024 * 1024));
}`;

/** Why a transformation sent nothing: its message, and where in the code when known. */
export interface TransformError {
  message: string;
  line: number | null;
  column: number | null;
}

export type TransformOutcome =
  | { kind: 'request'; request: TransformedRequest; durationMs: number }
  | { kind: 'skip'; durationMs: number }
  | { kind: 'error'; error: TransformError; durationMs: number };

/**
 * Called with the transformation's code evaluated: runs `handler` on the request and context given as
 * one JSON text, and answers its result as JSON text. JSON is taken before the code runs, so code
 * that replaces it only changes what it sees itself. A result that is not a plain object, an array
 * or null is refused here (a Promise would serialize as `{}`).
 */
const RUNNER = `(function () {
  const parse = JSON.parse, stringify = JSON.stringify, prototypeOf = Object.getPrototypeOf;
  if (typeof handler !== 'function') throw new TypeError('the code must define function handler(request, context)');
  const run = handler;
  return function (input) {
    const args = parse(input);
    const result = run(args[0], args[1]);
    if (result === null) return 'null';
    if (typeof result !== 'object' || (prototypeOf(result) !== Object.prototype && prototypeOf(result) !== null))
      throw new TypeError('handler must return the request to send (a plain object) or null, not ' + (result === undefined ? 'undefined' : typeof result === 'object' ? 'a ' + (result.constructor && result.constructor.name || 'object') : 'a ' + typeof result));
    return stringify(result);
  };
})()`;

interface Compiled {
  runtime: ReturnType<QuickJSWASMModule['newRuntime']>;
  context: QuickJSContext;
  run: QuickJSHandle;
}

/**
 * Runs destinations' transformations in QuickJS compiled to WebAssembly: no I/O, no network, no
 * timers, no module loader and nothing of the process, only the language and its built-ins. Each
 * compiled transformation has its own runtime, capped at {@link TRANSFORM_MEMORY_BYTES} and
 * interrupted once `timeoutMs` have passed (the call is synchronous: this is how long it can hold
 * the event loop). Compiled code is kept per destination and code (the globals it sets live on
 * between its events); a run that fails drops it, so the next starts from a fresh runtime.
 */
export class TransformSandbox {
  private module: Promise<QuickJSWASMModule> | null = null;
  private readonly compiled = new Map<string, Compiled>();

  constructor(private readonly timeoutMs: number) {}

  /**
   * The WebAssembly module loaded and its code warmed up: cold, the engine's first runs are several
   * times slower (about a second for a run that fills its 16 MiB), which would count against the
   * time limit of the first deliveries.
   */
  async warm(): Promise<void> {
    const input: TransformInput = {
      request: { method: 'POST', url: 'https://warm.example/', headers: { a: 'b' }, body: { items: [1, 'two', { three: 3 }] } },
      context: { event_id: 'warm', event_type: null, endpoint_id: 'warm', destination_id: 'warm' },
      rawBody: Buffer.from('{}'),
    };
    for (let round = 0; round < 3; round++) await this.run(WARM_UP, input, null);
  }

  /** `cacheKey` null: compiled for this run only, and disposed after it. */
  async run(code: string, input: TransformInput, cacheKey: string | null): Promise<TransformOutcome> {
    const module = await (this.module ??= newQuickJSWASMModuleFromVariant(releaseSync));
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const deadline = shouldInterruptAfterDeadline(Date.now() + this.timeoutMs);
    const key = `${cacheKey}:${createHash('sha256').update(code).digest('base64url')}`;
    let compiled: Compiled | undefined;
    try {
      compiled = cacheKey === null ? undefined : this.compiled.get(key);
      if (compiled) {
        this.compiled.delete(key); // back in at the end: most recently used
        compiled.runtime.setInterruptHandler(deadline);
      } else compiled = compile(module, code, deadline);
      const output = call(compiled, JSON.stringify([input.request, input.context]));
      if (cacheKey === null) dispose(compiled);
      else this.keep(key, compiled);
      const parsed = parsedOutput(output, input);
      if (parsed === null) return { kind: 'skip', durationMs: elapsed() };
      if (typeof parsed === 'string') return { kind: 'error', error: { message: parsed, line: null, column: null }, durationMs: elapsed() };
      return { kind: 'request', request: parsed, durationMs: elapsed() };
    } catch (error) {
      if (compiled && this.compiled.get(key) !== compiled) dispose(compiled);
      return { kind: 'error', error: describe(error, this.timeoutMs), durationMs: elapsed() };
    }
  }

  /** Every compiled transformation disposed (the worker is stopping). */
  close(): void {
    for (const compiled of this.compiled.values()) dispose(compiled);
    this.compiled.clear();
  }

  private keep(key: string, compiled: Compiled): void {
    this.compiled.set(key, compiled);
    if (this.compiled.size <= CACHED) return;
    const [oldest, entry] = this.compiled.entries().next().value as [string, Compiled];
    this.compiled.delete(oldest);
    dispose(entry);
  }
}

class GuestError extends Error {
  constructor(readonly dumped: unknown) {
    super('guest error');
  }
}

function compile(module: QuickJSWASMModule, code: string, deadline: InterruptHandler): Compiled {
  const runtime = module.newRuntime();
  runtime.setMemoryLimit(TRANSFORM_MEMORY_BYTES);
  runtime.setMaxStackSize(STACK_BYTES);
  runtime.setInterruptHandler(deadline);
  const context = runtime.newContext();
  try {
    unwrap(context, context.evalCode(code, FILE)).dispose();
    const run = unwrap(context, context.evalCode(RUNNER, 'hookyard.js'));
    return { runtime, context, run };
  } catch (error) {
    context.dispose();
    runtime.dispose();
    throw error;
  }
}

/** The value, or a {@link GuestError} with what the guest threw. */
function unwrap(context: QuickJSContext, result: { error: QuickJSHandle } | { error?: undefined; value: QuickJSHandle }): QuickJSHandle {
  if (result.error === undefined) return result.value;
  const dumped = context.dump(result.error) as unknown;
  result.error.dispose();
  throw new GuestError(dumped);
}

function call({ context, run }: Compiled, input: string): unknown {
  const argument = context.newString(input);
  try {
    const value = unwrap(context, context.callFunction(run, context.undefined, argument));
    const text = context.getString(value);
    value.dispose();
    return JSON.parse(text) as unknown;
  } finally {
    argument.dispose();
  }
}

function dispose({ runtime, context, run }: Compiled): void {
  run.dispose();
  context.dispose();
  runtime.dispose();
}

/** The guest's error as a message with the line and column of its first frame in the code. */
function describe(error: unknown, timeoutMs: number): TransformError {
  const dumped = error instanceof GuestError ? error.dumped : error;
  const thrown = (typeof dumped === 'object' && dumped !== null ? dumped : { message: String(dumped) }) as {
    name?: string;
    message?: string;
    stack?: string;
  };
  const where = new RegExp(`${FILE.replace('.', '\\.')}:(\\d+):(\\d+)`).exec(thrown.stack ?? '');
  const position = { line: where ? Number(where[1]) : null, column: where ? Number(where[2]) : null };
  if (thrown.message === 'interrupted') return { message: `the transformation ran longer than ${timeoutMs} ms`, ...position };
  if (thrown.message === 'out of memory' || (thrown.name === 'RangeError' && /length|memory/.test(thrown.message ?? '')))
    return {
      message: `the transformation ran out of memory (${TRANSFORM_MEMORY_BYTES / 1024 / 1024} MiB): ${thrown.message}`,
      ...position,
    };
  const message = `${thrown.name ? `${thrown.name}: ` : ''}${thrown.message ?? 'the transformation failed'}`;
  return { message: message.slice(0, 1000), ...position };
}
