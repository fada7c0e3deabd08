import type { AppConfig } from '../config/app-config';

/** Which process the spans come from: its default service name. */
export type TracedProcess = 'hookyard-api' | 'hookyard-worker' | 'hookyard';

/** Flushes the spans still buffered and stops the SDK. */
export type StopTracing = () => Promise<void>;

/**
 * Starts the OpenTelemetry Node SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans in batches to
 * `<endpoint>/v1/traces` over OTLP/HTTP (JSON), W3C trace context, no automatic instrumentation,
 * no metrics or logs. Call it before Nest creates the app. Unset, the SDK is never loaded (it is
 * imported here only when configured) and the API's no-op tracer stays in place.
 *
 * The SDK reads the standard OTEL_* variables it knows itself: sampling (OTEL_TRACES_SAMPLER,
 * OTEL_TRACES_SAMPLER_ARG), batching (OTEL_BSP_*), the exporter's headers and timeout
 * (OTEL_EXPORTER_OTLP_HEADERS, OTEL_EXPORTER_OTLP_TIMEOUT), resource attributes (OTEL_RESOURCE_ATTRIBUTES).
 */
export async function startTracing(config: AppConfig, role: TracedProcess): Promise<StopTracing> {
  const { endpoint, serviceName } = config.tracing;
  if (endpoint === null) return async () => {};
  const [{ NodeSDK, core }, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const sdk = new NodeSDK({
    serviceName: serviceName ?? role,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    textMapPropagator: new core.W3CTraceContextPropagator(),
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return () => sdk.shutdown();
}
