import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { EventCountsDto, EventCountsQueryDto } from './dto/event-counts.dto';
import { EventSummariesRepository } from './event-summaries.repository';

/**
 * Events, not attempts: how many of those received since a time are delivered, and how many are
 * not (yet) and why. The Home page shows these beside the attempt statistics, which count each try.
 */
@ApiTags('events')
@Controller('api/event-counts')
export class EventCountsController {
  constructor(private readonly summaries: EventSummariesRepository) {}

  @Get()
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer' })
  @ApiOkResponse({ type: EventCountsDto })
  @ApiOperation({ operationId: 'countEvents', summary: 'Events received since a time, counted by their status now' })
  async count(@Auth() auth: AuthContext, @Query() query: EventCountsQueryDto): Promise<EventCountsDto> {
    const byStatus = await this.summaries.countByStatus(auth.organizationId, query.receivedFrom);
    const total = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
    return { received_from: new Date(query.receivedFrom).toISOString(), total, by_status: byStatus };
  }
}
