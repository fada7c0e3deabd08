import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import {
  BulkOperationRequestDto,
  DryRunResponseDto,
  ListOperationsQueryDto,
  OperationKind,
  OperationListResponseDto,
  OperationResponseDto,
} from './dto/operation.dto';
import { OperationsService } from './operations.service';

const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description:
    '1-255 printable ASCII characters, kept 24 h per organization: the same key with the same request answers the same operation ' +
    '(as it is now, header Idempotent-Replayed: true); with another request, 422 idempotency_key_reused. Ignored on a dry run.',
};

@ApiTags('operations')
@ApiExtraModels(DryRunResponseDto)
@Controller('api')
export class OperationsController {
  constructor(private readonly operations: OperationsService) {}

  @Post('events/bulk-retry')
  @HttpCode(202)
  @Authenticated({ scope: SCOPES.DeliveriesRetry, role: 'developer' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, type: DryRunResponseDto, description: 'dry_run: how many events match now; nothing changed' })
  @ApiAcceptedResponse({ type: OperationResponseDto, description: 'The operation, queued' })
  @ApiOperation({
    operationId: 'bulkRetryEvents',
    summary: 'Retry the retryable jobs of every event matching the filters (or count them: dry_run)',
  })
  bulkRetry(
    @Auth() auth: AuthContext,
    @Body() body: BulkOperationRequestDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OperationResponseDto | DryRunResponseDto> {
    return this.start(auth, 'retry', body, key, reply);
  }

  @Post('events/bulk-replay')
  @HttpCode(202)
  @Authenticated({ scope: SCOPES.EventsReplay, role: 'developer' })
  @ApiHeader(IDEMPOTENCY_HEADER)
  @ApiResponse({ status: 200, type: DryRunResponseDto, description: 'dry_run: how many events match now; nothing changed' })
  @ApiAcceptedResponse({ type: OperationResponseDto, description: 'The operation, queued' })
  @ApiOperation({
    operationId: 'bulkReplayEvents',
    summary: 'Replay every event matching the filters to its active destinations (or count them: dry_run)',
  })
  bulkReplay(
    @Auth() auth: AuthContext,
    @Body() body: BulkOperationRequestDto,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OperationResponseDto | DryRunResponseDto> {
    return this.start(auth, 'replay', body, key, reply);
  }

  @Get('operations')
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer' })
  @ApiOkResponse({ type: OperationListResponseDto })
  @ApiOperation({ operationId: 'listOperations', summary: 'List bulk operations, newest first, with who started them' })
  list(@Auth() auth: AuthContext, @Query() query: ListOperationsQueryDto): Promise<OperationListResponseDto> {
    return this.operations.list(auth, query.limit, query.cursor);
  }

  @Get('operations/:operationId')
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer' })
  @ApiOkResponse({ type: OperationResponseDto })
  @ApiOperation({ operationId: 'getOperation', summary: 'Get one bulk operation and its progress' })
  get(@Auth() auth: AuthContext, @Param('operationId') operationId: string): Promise<OperationResponseDto> {
    return this.operations.get(auth, operationId);
  }

  @Post('operations/:operationId/cancel')
  @HttpCode(200)
  @Authenticated({ scope: SCOPES.EventsRead, role: 'developer' })
  @ApiOkResponse({ type: OperationResponseDto })
  @ApiOperation({
    operationId: 'cancelOperation',
    summary:
      'Stop a queued or running bulk operation before its next page (jobs already queued still run). Besides events:read, the ' +
      'scope that starts its kind: deliveries:retry for a retry, events:replay for a replay',
  })
  cancel(@Auth() auth: AuthContext, @Param('operationId') operationId: string): Promise<OperationResponseDto> {
    return this.operations.cancel(auth, operationId);
  }

  private async start(
    auth: AuthContext,
    kind: OperationKind,
    body: BulkOperationRequestDto,
    key: string | undefined,
    reply: FastifyReply,
  ): Promise<OperationResponseDto | DryRunResponseDto> {
    const answer = await this.operations.start(auth, kind, body, key);
    if (answer.dryRun) {
      reply.status(200);
      return { matched: answer.matched };
    }
    if (answer.replayed) reply.header('idempotent-replayed', 'true');
    return answer.operation;
  }
}
