import { Controller, HttpCode, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Authenticated } from '../../core/auth/authenticated.decorator';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { ProblemException } from '../../core/http/problem';
import { noteOrganization } from '../../core/logging/access-log';
import { senderHeaders } from '../../core/http/ingest-content-type';
import { readBody } from '../../core/http/read-body';
import { rateLimitHeaders } from '../../core/rate-limit/token-bucket';
import { OPERATIONAL_NOTIFICATIONS, OperationalNotifications } from '../../core/notifications/operational-notifications';
import { SenderVerification } from '../verification/sender-verification';
import { StatsCounter } from '../stats/stats-counter';
import { contextOf, markFailed, SpanKind, tracer, type Span } from '../../core/tracing/tracing';
import { IngestAnswer, IngestService } from './ingest.service';

export class IngestResponseDto {
  @ApiProperty({ example: true }) ok: boolean;
  @ApiProperty({ example: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9' }) event_id: string;
  @ApiProperty({ example: 'queued', description: '`queued` when accepted; the current status on an idempotent replay' })
  status: string;
}

@ApiTags('ingest')
@Controller('api/ingest')
export class IngestController {
  constructor(
    private readonly ingest: IngestService,
    private readonly verification: SenderVerification,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stats: StatsCounter,
    @Inject(OPERATIONAL_NOTIFICATIONS) private readonly notifier: OperationalNotifications,
  ) {}

  private readonly logger = new Logger(IngestController.name);

  /**
   * docs/http.md, Ingest, in its order: token → endpoint enabled → rate limit → size → sender verification
   * (issue #19) → idempotency → store. The body is read only once the first three passed; it is
   * verified before anything about it is stored or looked up.
   *
   * Its span (`ingest`) is a child of the sender's `traceparent`, when it sent one: the endpoint, the
   * event, the status answered and the outcome (`accepted`, `replayed`, or the problem's code).
   */
  @Post(':endpointToken')
  @HttpCode(202)
  @Authenticated({ public: true })
  @ApiOperation({ operationId: 'ingest', summary: 'Accept a webhook event (any content type, any bytes)' })
  @ApiBody({ required: false, schema: { type: 'string', format: 'binary' } })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: '1-255 printable ASCII characters, kept 24 h per endpoint' })
  @ApiResponse({ status: 202, type: IngestResponseDto, description: 'Stored; delivery is queued' })
  @ApiResponse({ status: 200, type: IngestResponseDto, description: 'Idempotent replay (header Idempotent-Replayed: true)' })
  accept(
    @Param('endpointToken') token: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IngestResponseDto> {
    return tracer.startActiveSpan('ingest', { kind: SpanKind.SERVER }, contextOf(request.headers), async (span) => {
      try {
        const answer = await this.acceptOne(span, token, request, reply);
        span.setAttributes({
          'hookyard.event.id': answer.event_id,
          'hookyard.ingest.outcome': answer.replayed ? 'replayed' : 'accepted',
          'http.response.status_code': answer.replayed ? 200 : 202,
        });
        return { ok: true, event_id: answer.event_id, status: answer.status };
      } catch (error) {
        const problem = error instanceof ProblemException ? error : null;
        span.setAttributes({ 'hookyard.ingest.outcome': problem?.code ?? 'error', 'http.response.status_code': problem?.status ?? 500 });
        if (!problem || problem.status >= 500) markFailed(span, problem?.detail ?? 'unexpected error');
        throw error;
      } finally {
        span.end();
      }
    });
  }

  /** The ingest, in its span (a child of the sender's `traceparent`, when it sent one). */
  private async acceptOne(span: Span, token: string, request: FastifyRequest, reply: FastifyReply): Promise<IngestAnswer> {
    const { endpoint, decision } = await this.ingest.admit(token);
    span.setAttribute('hookyard.endpoint.id', endpoint.id);
    noteOrganization(request, endpoint.organization_id);
    reply.headers(rateLimitHeaders(decision));
    if (!decision.allowed) {
      this.stats.rateLimited({ organizationId: endpoint.organization_id, projectId: endpoint.project_id, endpointId: endpoint.id });
      void this.notifier
        .rateLimited(endpoint.organization_id, endpoint.id, endpoint.project_id, decision.limit)
        .catch((error: Error) => this.logger.warn(`could not notify a rate-limited endpoint: ${error.message}`));
      throw new ProblemException(429, 'rate_limited', 'Too many requests for this endpoint; retry later.');
    }
    const body = await readBody(request.body as Readable | undefined, this.config.maxPayloadBytes, request.headers['content-length']);
    const headers = senderHeaders(request);
    if (endpoint.verifier)
      this.verification.check(endpoint.id, endpoint.verifier, { body, headers, url: request.url, sourceAddress: request.ip });
    const answer = await this.ingest.accept(endpoint, body, headers);
    if (answer.replayed) reply.status(200).header('idempotent-replayed', 'true');
    return answer;
  }
}
