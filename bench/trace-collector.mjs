// bench:delivery --trace: an OTLP/HTTP (JSON) collector in the bench process, for the spans Hookyard
// exports when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, Traces). Each steady event's
// trace holds its ingest span (api), its store span (api: ends at the commit; builds before the live
// pickup had an enqueue span instead, from the commit until Redis took the job) and its delivery
// attempt span (worker: from after the claim to the destination's answer), so the time from arrival
// to the request going out splits into where it waited.
import { createServer } from 'node:http';
import { fmt, percentile, table } from './lib.mjs';

const nanos = (value) => Number(BigInt(value) / 1000n) / 1000; // OTLP's unix nanoseconds (a string) → ms

/** Starts the collector on a free loopback port; `url` goes into OTEL_EXPORTER_OTLP_ENDPOINT. */
export async function startTraceCollector() {
  const spans = [];
  let recording = false;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (recording && request.url === '/v1/traces') {
        try {
          for (const resource of JSON.parse(Buffer.concat(chunks).toString('utf8')).resourceSpans ?? [])
            for (const scope of resource.scopeSpans ?? [])
              for (const span of scope.spans ?? [])
                spans.push({
                  traceId: span.traceId,
                  name: span.name,
                  start: nanos(span.startTimeUnixNano),
                  end: nanos(span.endTimeUnixNano),
                });
        } catch {
          // a body that is not OTLP JSON is not ours to judge: the breakdown counts what it could read
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Spans count from here on (the warm-up's are dropped). */
    record: () => {
      spans.length = 0;
      recording = true;
    },
    spans: () => spans,
    close: () => new Promise((closed) => server.close(closed)),
  };
}

/** The stages of each event whose three spans arrived, as p50 / p90 / p99 milliseconds. */
export function printTraceBreakdown(spans) {
  const traces = new Map();
  for (const span of spans) {
    const trace = traces.get(span.traceId) ?? {};
    if (span.name === 'delivery attempt' && trace[span.name]) continue; // a retry's attempt: the first one is the live path
    trace[span.name] = span;
    traces.set(span.traceId, trace);
  }
  const stored = (t) => (t.store ? t.store.end : t.enqueue.start);
  const complete = [...traces.values()].filter((trace) => trace.ingest && (trace.store || trace.enqueue) && trace['delivery attempt']);
  const stages = [
    ['ingest: request in → stored (commit)', (t) => stored(t) - t.ingest.start],
    ['ingest: request in → 202 answered', (t) => t.ingest.end - t.ingest.start],
    ['worker: commit → attempt starts (notified or queued, permit, claim, slot, decrypt)', (t) => t['delivery attempt'].start - stored(t)],
    ['attempt: request out → answered', (t) => t['delivery attempt'].end - t['delivery attempt'].start],
    ['request in → attempt starts', (t) => t['delivery attempt'].start - t.ingest.start],
  ];
  console.log(`\nWhere each steady event's time went, from its spans (${complete.length} events with all three spans)`);
  console.log(
    table(
      ['stage', 'p50 ms', 'p90 ms', 'p99 ms'],
      stages.map(([name, of]) => {
        const values = complete.map(of).sort((a, b) => a - b);
        return [name, fmt(percentile(values, 50), 2), fmt(percentile(values, 90), 2), fmt(percentile(values, 99), 2)];
      }),
    ),
  );
}
