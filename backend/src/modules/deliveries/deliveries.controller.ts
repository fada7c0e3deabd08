import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsUUID } from 'class-validator';
import { IsOmittable } from '../../core/http/optional';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { DeliveryJobResponseDto } from '../events/dto/event.dto';
import { RecoveryService } from './recovery.service';

export class RetryEventResponseDto {
  @ApiProperty({ example: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9' }) event_id: string;
  @ApiProperty({ type: [DeliveryJobResponseDto], description: 'The jobs moved back to pending (possibly none)' })
  retried: DeliveryJobResponseDto[];
}

export class ReplayEventResponseDto {
  @ApiProperty({ example: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9' }) event_id: string;
  @ApiProperty({ enum: ['replayed'] }) status: 'replayed';
  @ApiProperty({ type: [DeliveryJobResponseDto] }) delivery_jobs: DeliveryJobResponseDto[];
}

export class ReplayEventDto {
  @ApiProperty({
    required: false,
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: 50,
    description: "Replay to these destinations only (each an active destination of the event's endpoint); left out: to every active one",
  })
  @IsOmittable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  destination_ids?: string[];
}

@ApiTags('deliveries')
@Controller('api')
export class DeliveriesController {
  constructor(private readonly recovery: RecoveryService) {}

  @Post('events/:eventId/retry')
  @HttpCode(202)
  @Authenticated({ scope: SCOPES.DeliveriesRetry, role: 'developer' })
  @ApiAcceptedResponse({ type: RetryEventResponseDto })
  @ApiOperation({ operationId: 'retryEvent', summary: "Move the event's retryable jobs back to pending and queue them now" })
  async retryEvent(@Auth() auth: AuthContext, @Param('eventId') eventId: string): Promise<RetryEventResponseDto> {
    const { event, retried } = await this.recovery.retryEvent(auth, eventId);
    return { event_id: event.eventId, retried: retried.map(DeliveryJobResponseDto.from) };
  }

  @Post('events/:eventId/replay')
  @HttpCode(202)
  @Authenticated({ scope: SCOPES.EventsReplay, role: 'developer' })
  @ApiAcceptedResponse({ type: ReplayEventResponseDto })
  @ApiBody({ type: ReplayEventDto, required: false })
  @ApiOperation({ operationId: 'replayEvent', summary: 'Queue one new delivery job per active destination (or per chosen one)' })
  async replay(
    @Auth() auth: AuthContext,
    @Param('eventId') eventId: string,
    @Body() body: ReplayEventDto = {},
  ): Promise<ReplayEventResponseDto> {
    const { event, jobs } = await this.recovery.replay(auth, eventId, body?.destination_ids ?? null);
    return { event_id: event.eventId, status: 'replayed', delivery_jobs: jobs.map(DeliveryJobResponseDto.from) };
  }

  @Post('delivery-jobs/:jobId/retry')
  @HttpCode(202)
  @Authenticated({ scope: SCOPES.DeliveriesRetry, role: 'developer' })
  @ApiAcceptedResponse({ type: DeliveryJobResponseDto })
  @ApiOperation({ operationId: 'retryDeliveryJob', summary: 'Move one retryable job back to pending and queue it now' })
  async retryJob(@Auth() auth: AuthContext, @Param('jobId', uuidPipe('jobId')) jobId: string): Promise<DeliveryJobResponseDto> {
    return DeliveryJobResponseDto.from(await this.recovery.retryJob(auth, jobId));
  }
}
