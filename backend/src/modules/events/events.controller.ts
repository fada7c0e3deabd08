import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { registerQueryFastPath } from '../../core/http/validation';
import { EventDetailResponseDto, EventListResponseDto, ListEventsQueryDto } from './dto/event.dto';
import { acceptListEventsQuery } from './dto/list-events-query.fast-path';
import { EventsService } from './events.service';

registerQueryFastPath(ListEventsQueryDto, acceptListEventsQuery);

@ApiTags('events')
@Controller('api/events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer', speculative: true })
  @ApiOkResponse({ type: EventListResponseDto })
  @ApiOperation({ operationId: 'listEvents', summary: 'List event metadata, newest first, keyset-paged' })
  list(@Auth() auth: AuthContext, @Query() query: ListEventsQueryDto): Promise<EventListResponseDto> {
    return this.events.list(auth, query);
  }

  @Get(':eventId')
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer', speculative: true })
  @ApiOkResponse({ type: EventDetailResponseDto })
  @ApiOperation({ operationId: 'getEvent', summary: 'Get one event with its jobs, attempts and dead letters' })
  get(@Auth() auth: AuthContext, @Param('eventId') eventId: string): Promise<EventDetailResponseDto> {
    return this.events.detail(auth, eventId);
  }
}
