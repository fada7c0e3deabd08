import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { EventSummariesQueryDto, EventSummaryListDto } from './dto/event-summary.dto';
import { EventSummariesRepository } from './event-summaries.repository';

@ApiTags('events')
@Controller('api/event-summaries')
export class EventSummariesController {
  constructor(private readonly summaries: EventSummariesRepository) {}

  /** The list's extra columns for the rows a page shows, in one round trip (the list itself stays narrow). */
  @Get()
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer' })
  @ApiOkResponse({ type: EventSummaryListDto })
  @ApiOperation({
    operationId: 'listEventSummaries',
    summary: 'Deliveries at a glance for up to 250 events: destinations by name with their status, attempts, last response status',
  })
  async list(@Auth() auth: AuthContext, @Query() query: EventSummariesQueryDto): Promise<EventSummaryListDto> {
    const ids = [...new Set(query.ids.map((id) => id.toLowerCase()))];
    return { data: await this.summaries.summaries(auth.organizationId, ids) };
  }
}
