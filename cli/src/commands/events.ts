import type { Command } from 'commander';
import { answer, type Schemas } from '../api.js';
import { CliError, clock, columns } from '../output.js';
import { context } from './context.js';

type Event = Schemas['EventResponseDto'];
type Detail = Schemas['EventDetailResponseDto'];

const UNITS: Record<string, number> = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `--since`: an RFC 3339 time, or a span back from now (`90s`, `15m`, `2h`, `7d`). */
function sinceTime(since: string, now = Date.now()): string {
  const span = /^(\d+)([smhd])$/.exec(since);
  if (span) return new Date(now - Number(span[1]) * UNITS[span[2]!]!).toISOString();
  const time = Date.parse(since);
  if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(since)) {
    throw new CliError(`--since takes an RFC 3339 time (2026-01-31T12:00:00Z) or a span such as 15m, 2h, 7d (got "${since}")`);
  }
  return new Date(time).toISOString();
}

function eventLine(event: Event): string[] {
  return [clock(event.received_at), event.event_id, event.event_type ?? '-', event.status];
}

export function registerEvents(program: Command): void {
  const events = program.command('events').description('list, read, retry and replay events (never their payloads)');

  events
    .command('list')
    .description('the newest events first')
    .option('--endpoint <id>', "only this endpoint's events")
    .option('--status <statuses>', 'comma-separated statuses (delivered, failed, dead_lettered, …)')
    .option('--event-type <patterns>', 'comma-separated types or prefixes ending in * (invoice.*)')
    .option('--since <time>', 'received at or after an RFC 3339 time, or within a span (15m, 2h, 7d)')
    .option('--limit <n>', 'at most this many (1–250)', '50')
    .action(
      async (options: { endpoint?: string; status?: string; eventType?: string; since?: string; limit: string }, command: Command) => {
        const { api, out, url } = await context(command);
        const page = await answer(
          api.GET('/api/events', {
            params: {
              query: {
                endpointId: options.endpoint,
                status: options.status,
                eventType: options.eventType,
                receivedFrom: options.since === undefined ? undefined : sinceTime(options.since),
                limit: Number(options.limit),
              },
            },
          }),
          url,
        );
        if (out.json) page.data.forEach((event) => out.record(event, ''));
        else if (page.data.length === 0) out.note('no events');
        else columns([['RECEIVED', 'EVENT', 'TYPE', 'STATUS'], ...page.data.map(eventLine)]).forEach((line) => console.log(line));
      },
    );

  events
    .command('get')
    .description("an event's metadata, delivery jobs, attempts and dead letters")
    .argument('<id>', 'the event (evt_… or its UUID)')
    .action(async (id: string, _options: object, command: Command) => {
      const { api, out, url } = await context(command);
      const detail = await answer(api.GET('/api/events/{eventId}', { params: { path: { eventId: id } } }), url);
      out.record(detail, describe(detail));
    });

  events
    .command('retry')
    .description("retry the event's deliveries that failed or were dead-lettered")
    .argument('<id>', 'the event (evt_… or its UUID)')
    .action(async (id: string, _options: object, command: Command) => {
      const { api, out, url } = await context(command);
      const retried = await answer(api.POST('/api/events/{eventId}/retry', { params: { path: { eventId: id } } }), url);
      out.record(
        retried,
        `${retried.event_id}: ${retried.retried.length} ${retried.retried.length === 1 ? 'delivery' : 'deliveries'} queued again`,
      );
    });

  events
    .command('replay')
    .description('deliver the event again, as a new delivery, to its endpoint’s destinations')
    .argument('<id>', 'the event (evt_… or its UUID)')
    .option('--destination <id...>', 'only to these destinations (repeat for several)')
    .action(async (id: string, options: { destination?: string[] }, command: Command) => {
      const { api, out, url } = await context(command);
      const body = options.destination ? { destination_ids: options.destination } : undefined;
      const replayed = await answer(api.POST('/api/events/{eventId}/replay', { params: { path: { eventId: id } }, body }), url);
      const count = replayed.delivery_jobs.length;
      out.record(replayed, `${replayed.event_id}: replayed to ${count} ${count === 1 ? 'destination' : 'destinations'}`);
    });
}

/** The detail for people: the event, then one block per job with its attempts. */
function describe(detail: Detail): string {
  const lines = [
    `${detail.event_id}  ${detail.status}`,
    `  type      ${detail.event_type ?? '-'}`,
    `  received  ${detail.received_at}`,
    `  endpoint  ${detail.endpoint_id}`,
    `  payload   ${detail.payload_size_bytes} bytes, ${detail.content_type ?? 'no content type'}, sha256 ${detail.payload_sha256}`,
  ];
  for (const job of detail.delivery_jobs) {
    lines.push(
      `  job ${job.id} → destination ${job.destination_id}: ${job.status}${job.filtered_by ? ` (filtered by ${job.filtered_by})` : ''}, ${job.trigger}`,
    );
    for (const attempt of detail.delivery_attempts.filter((a) => a.job_id === job.id)) {
      const answered = attempt.response_status === null ? (attempt.error_code ?? 'no answer') : `HTTP ${attempt.response_status}`;
      lines.push(`    attempt ${attempt.attempt_number}  ${attempt.created_at}  ${attempt.status}  ${answered}  ${attempt.duration_ms} ms`);
    }
  }
  for (const letter of detail.dead_letters) lines.push(`  dead letter (${letter.reason}): ${letter.error_message ?? ''}`);
  return lines.join('\n');
}
