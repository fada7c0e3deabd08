import { context, Context, propagation, ROOT_CONTEXT, Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Hookyard's spans, through the OpenTelemetry API only. With no SDK started (no
 * OTEL_EXPORTER_OTLP_ENDPOINT) every call here reaches the API's no-op tracer and propagator: a span
 * is a non-recording placeholder, no context is read from or written to any carrier, and nothing is
 * stored with an event.
 */
export const tracer = trace.getTracer('hookyard');

export { ROOT_CONTEXT, SpanKind, type Span };

/** A W3C `traceparent` of the active span (the one to store with an event), or null when none is recorded. */
export function activeTraceparent(): string | null {
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored or received `traceparent` names (the root context without one, or when tracing is off). */
export function contextOf(carrier: Record<string, string | string[] | undefined> | null): Context {
  return carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
}

/** Writes `traceparent` (and `tracestate`) of `span` into `headers`. */
export function injectTraceparent(span: Span, headers: Record<string, string>): void {
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), headers);
}

/**
 * Runs `work` in a new span (the active one meanwhile, child of `parent`), ended when `work` settles;
 * a throw marks it failed and is rethrown.
 */
export function inSpan<T>(name: string, parent: Context, work: (span: Span) => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks `span` failed (without an exception: the attributes say how). */
export function markFailed(span: Span, message: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}
