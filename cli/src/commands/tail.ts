import type { Command } from 'commander';
import { type Api, answer, type Schemas } from '../api.js';
import { clock, type Output } from '../output.js';
import { context } from './context.js';

type Event = Schemas['EventResponseDto'];
type Summary = Schemas['EventSummaryDto'];

/** How often the list is asked for new events, and the summaries of unsettled ones. */
const POLL_MS = 250;
/** Job statuses after which nothing more happens to that delivery by itself. */
const FINAL = new Set(['succeeded', 'failed', 'dead_lettered', 'cancelled', 'filtered']);
/** Job statuses of a delivery under way (attempting now, or about to). */
const RUNNING = new Set(['pending', 'in_progress']);
/** Pages read per poll at most (a burst beyond them is read at the next poll). */
const MAX_PAGES = 8;

/** An event being followed until every delivery of it is final, with the last state printed. */
interface Watched {
  event: Event;
  printed: string;
}

export function registerTail(program: Command): void {
  program
    .command('tail')
    .description('print new events as they arrive and their deliveries as they settle, until Ctrl-C')
    .option('--endpoint <id>', "only this endpoint's events")
    .action(async (options: { endpoint?: string }, command: Command) => {
      const { api, out, url } = await context(command);
      const follow = new Tail(api, url, out, options.endpoint);
      await follow.start();
      out.note(`waiting for events${options.endpoint ? ` of endpoint ${options.endpoint}` : ''} (Ctrl-C to stop)`);
      process.once('SIGINT', () => process.exit(0));
      for (;;) {
        await follow.poll();
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    });
}

class Tail {
  private newest: string | undefined;
  private readonly watched = new Map<string, Watched>();

  constructor(
    private readonly api: Api,
    private readonly url: string,
    private readonly out: Output,
    private readonly endpointId: string | undefined,
  ) {}

  /** Starts after the newest event there is now. */
  async start(): Promise<void> {
    const page = await answer(this.api.GET('/api/events', { params: { query: { endpointId: this.endpointId, limit: 1 } } }), this.url);
    this.newest = page.data[0]?.event_id;
  }

  async poll(): Promise<void> {
    for (const event of await this.newEvents()) {
      this.out.record({ kind: 'event', ...event }, `${clock(event.received_at)}  ${event.event_id}  ${event.event_type ?? '-'}  received`);
      this.watched.set(event.id, { event, printed: '' });
    }
    if (this.watched.size > 0) await this.settle();
  }

  /** The events after the newest seen, oldest first. */
  private async newEvents(): Promise<Event[]> {
    const found: Event[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = { endpointId: this.endpointId, newerThan: this.newest, limit: 250, cursor };
      const list = await answer(this.api.GET('/api/events', { params: { query: query } }), this.url);
      found.push(...list.data);
      if (!list.next_cursor) break;
      cursor = list.next_cursor;
    }
    found.reverse(); // the list is newest first
    if (found.length > 0) this.newest = found[found.length - 1]!.event_id;
    return found;
  }

  /** Prints each followed event whose deliveries reached a new resting state; forgets the final ones. */
  private async settle(): Promise<void> {
    const ids = [...this.watched.keys()].slice(0, 250);
    const summaries = await answer(this.api.GET('/api/event-summaries', { params: { query: { ids: ids.join(',') } } }), this.url);
    for (const summary of summaries.data) {
      const watched = this.watched.get(summary.id);
      if (!watched || summary.destinations.some((d) => RUNNING.has(d.status))) continue;
      const state = destinations(summary);
      const final = summary.destinations.every((d) => FINAL.has(d.status));
      if (final) this.watched.delete(summary.id);
      if (state === watched.printed) continue;
      watched.printed = state;
      const event = await answer(this.api.GET('/api/events/{eventId}', { params: { path: { eventId: summary.id } } }), this.url);
      this.out.record(
        {
          kind: 'delivery',
          event_id: event.event_id,
          event_type: event.event_type,
          status: event.status,
          destinations: summary.destinations,
        },
        `${clock(new Date())}  ${event.event_id}  ${event.event_type ?? '-'}  ${event.status}  ${state || 'no destinations'}`,
      );
    }
  }
}

function destinations(summary: Summary): string {
  return summary.destinations.map((d) => `${d.name}: ${d.status}`).join(', ');
}
