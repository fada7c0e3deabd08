import type { Command } from 'commander';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { userInfo, hostname } from 'node:os';
import { type Api, answer, reach } from '../api.js';
import { CliError, clock, type Output } from '../output.js';
import { context } from './context.js';

/** What the stream sends per delivery: the signed request as Hookyard would POST it. */
interface Delivery {
  id: string;
  event_id: string;
  event_type: string | null;
  method: string;
  headers: Record<string, string>;
  body_base64: string;
}

/** How much of the local answer goes back (the attempt records the first 8 KiB). */
const REPLY_BODY_BYTES = 8 * 1024;
/** Headers fetch sets itself, or that describe the hop to Hookyard rather than the request. */
const NOT_FORWARDED = new Set(['host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'expect']);
const RECONNECT_MS = [500, 1_000, 2_000, 5_000, 10_000];

export function registerListen(program: Command): void {
  program
    .command('listen')
    .description("forward every delivery of an endpoint to a local URL, and record the local answer as the attempt's")
    .argument('<endpoint>', 'the endpoint id')
    .argument('<url>', 'where to send each delivery, e.g. http://localhost:4000/webhooks')
    .option('--name <name>', 'the listener destination to create or reuse (default: user@host)')
    .option('--ephemeral', 'delete the listener destination on exit')
    .action(async (endpointId: string, localUrl: string, options: { name?: string; ephemeral?: boolean }, command: Command) => {
      const target = localTarget(localUrl);
      const { api, out, url } = await context(command);
      const name = options.name ?? `${userInfo().username}@${hostname()}`;
      const destination = await listenerDestination(api, url, endpointId, name);
      const stop = async () => {
        if (options.ephemeral)
          await answer(api.DELETE('/api/destinations/{destinationId}', { params: { path: { destinationId: destination } } }), url);
        process.exit(0);
      };
      process.once('SIGINT', () => void stop().catch((error: Error) => (console.error(`hookyard: ${error.message}`), process.exit(1))));
      process.once('SIGTERM', () => void stop().catch(() => process.exit(1)));
      await new Listener(api, url, out, destination, name, target).run();
    });
}

function localTarget(url: string): URL {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed;
  } catch {
    // refused below
  }
  throw new CliError(`the local URL must be an http(s) URL such as http://localhost:4000/webhooks (got "${url}")`);
}

/** The endpoint's listener destination of that name, created when there is none. */
async function listenerDestination(api: Api, url: string, endpointId: string, name: string): Promise<string> {
  const list = await answer(api.GET('/api/endpoints/{endpointId}/destinations', { params: { path: { endpointId } } }), url);
  const found = list.data.find((destination) => destination.type === 'listener' && destination.name === name);
  if (found) return found.id;
  const created = await answer(
    api.POST('/api/endpoints/{endpointId}/destinations', { params: { path: { endpointId } }, body: { name, type: 'listener' } }),
    url,
  );
  return created.id;
}

class Listener {
  constructor(
    private readonly api: Api,
    private readonly url: string,
    private readonly out: Output,
    private readonly destinationId: string,
    private readonly name: string,
    private readonly target: URL,
  ) {}

  /** Holds the stream open, reconnecting after a drop, until the process ends. */
  async run(): Promise<never> {
    for (let failures = 0; ;) {
      const connected = await this.stream().catch((error: Error) => {
        if (error instanceof CliError) throw error;
        this.out.note(`${clock(new Date())}  stream lost (${error.message})`);
        return false;
      });
      failures = connected ? 0 : failures + 1;
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
      this.out.note(`${clock(new Date())}  reconnecting in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** One stream, until it ends; true when it had connected. */
  private async stream(): Promise<boolean> {
    const result = await reach(
      this.api.GET('/api/listeners/{destinationId}/stream', {
        params: { path: { destinationId: this.destinationId }, query: { client: this.name } },
        parseAs: 'stream',
      }),
      this.url,
    );
    if (!result.response.ok) {
      const problem = (await result.response.json().catch(() => ({}))) as { title?: string; detail?: string };
      const message = `${problem.title ?? `HTTP ${result.response.status}`}${problem.detail ? `: ${problem.detail}` : ''}`;
      if (result.response.status < 500) throw new CliError(message);
      throw new Error(message);
    }
    const events = result.response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    for await (const event of events) {
      if (event.event === 'ready') {
        this.out.note(
          `${clock(new Date())}  listening: deliveries of destination ${this.destinationId} go to ${this.target.href} (Ctrl-C to stop)`,
        );
        this.out.record({ kind: 'ready', destination_id: this.destinationId }, '');
      } else if (event.event === 'delivery') void this.forward(JSON.parse(event.data) as Delivery);
      else if (event.event === 'replaced') throw new CliError('another hookyard listen took this destination over');
    }
    return true;
  }

  /** Sends one delivery to the local URL, posts the answer back and prints a line. */
  private async forward(delivery: Delivery): Promise<void> {
    const started = performance.now();
    const reply = await this.send(delivery);
    const duration = Math.round(performance.now() - started);
    await reach(
      this.api.POST('/api/listeners/{destinationId}/replies', {
        params: { path: { destinationId: this.destinationId } },
        body: { ...reply, id: delivery.id, duration_ms: duration },
      }),
      this.url,
    ).catch((error: Error) =>
      this.out.note(`${clock(new Date())}  ${delivery.event_id}: the answer could not be posted back (${error.message})`),
    );
    const failed = reply.status === null || reply.status < 200 || reply.status >= 300;
    const shown = reply.status === null ? `error ${reply.error}` : String(reply.status);
    const firstLine =
      failed && reply.status !== null
        ? `  ${Buffer.from(reply.body_base64 ?? '', 'base64')
            .toString('utf8')
            .split('\n')[0]!
            .slice(0, 120)}`
        : '';
    this.out.record(
      {
        kind: 'delivery',
        event_id: delivery.event_id,
        event_type: delivery.event_type,
        status: reply.status,
        duration_ms: duration,
        error: reply.error,
      },
      `${clock(new Date())}  ${delivery.event_id}  ${delivery.event_type ?? '-'}  ${shown}  ${duration} ms${firstLine}`,
    );
  }

  private async send(delivery: Delivery) {
    const headers = Object.fromEntries(Object.entries(delivery.headers).filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase())));
    try {
      const response = await fetch(this.target, { method: delivery.method, headers, body: Buffer.from(delivery.body_base64, 'base64') });
      const body = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body_base64: body.subarray(0, REPLY_BODY_BYTES).toString('base64'),
        body_size_bytes: body.length,
        error: null,
      };
    } catch (error) {
      const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
      return { status: null, headers: {}, body_base64: null, body_size_bytes: 0, error: cause.slice(0, 500) };
    }
  }
}
