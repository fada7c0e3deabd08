import { Injectable } from '@nestjs/common';
import { refusedBy } from '../endpoints/destination-filter';
import { eventTypeReader, normalizeEventTypeSource } from '../endpoints/event-type-source';
import { Transformations } from '../transformations/transformations.service';
import { handlerBody } from '../transformations/transformation';
import type { RoutingTestDto, RoutingTestResponseDto } from './routing.dto';

/** Where the routing test's request goes when the transformation leaves its URL alone, and the context's ids. */
const SAMPLE_URL = 'https://destination.example/webhooks';
const SAMPLE_ID = '00000000-0000-0000-0000-000000000000';

/** A sample through an event-type source, a filter and a transformation, as the worker would run them; nothing stored is read. */
@Injectable()
export class RoutingService {
  constructor(private readonly transformations: Transformations) {}

  async test(input: RoutingTestDto): Promise<RoutingTestResponseDto> {
    const started = performance.now();
    const answer = (rest: Omit<RoutingTestResponseDto, 'event_type' | 'duration_ms'>): RoutingTestResponseDto => ({
      event_type: eventType,
      ...rest,
      duration_ms: Math.round((performance.now() - started) * 1000) / 1000,
    });
    const body = Buffer.from(input.sample.body, 'utf8');
    const headers: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, value] of Object.entries(input.sample.headers ?? {})) headers[name.toLowerCase()] = value;
    const source = input.event_type_source ? normalizeEventTypeSource(input.event_type_source) : null;
    const eventType = eventTypeReader(source)?.(body, headers) ?? null;

    const filteredBy = refusedBy(input.filter ?? null, { eventType, headers: () => headers, body: () => body });
    if (filteredBy) return answer({ matched: false, filtered_by: filteredBy, request: null, error: null });
    const request = { method: 'POST', url: SAMPLE_URL, headers, body: handlerBody(body) };
    if (!input.transformation) {
      return answer({ matched: true, filtered_by: null, request: { ...request, body: input.sample.body }, error: null });
    }
    const context = { event_id: 'msg_routing_test', event_type: eventType, endpoint_id: SAMPLE_ID, destination_id: SAMPLE_ID };
    // Not kept compiled: a test's globals never meet another's.
    const outcome = await this.transformations.run(input.transformation.code, { request, context, rawBody: body }, null);
    if (outcome.kind === 'skip') return answer({ matched: true, filtered_by: 'transformation', request: null, error: null });
    if (outcome.kind === 'error') return answer({ matched: true, filtered_by: null, request: null, error: outcome.error });
    const { method, url, headers: sent, body: sentBody } = outcome.request;
    return answer({
      matched: true,
      filtered_by: null,
      request: { method, url, headers: sent, body: sentBody.toString('utf8') },
      error: null,
    });
  }
}
