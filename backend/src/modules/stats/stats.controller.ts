import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { AttentionResponseDto, TimeseriesQueryDto, TimeseriesResponseDto } from './dto/stats.dto';
import { StatsService } from './stats.service';

@ApiTags('stats')
@Controller('api/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('timeseries')
  @Authenticated({ scope: SCOPES.EventsRead, role: 'viewer' })
  @ApiOkResponse({ type: TimeseriesResponseDto })
  @ApiOperation({
    operationId: 'getStatsTimeseries',
    summary: 'Events received, attempts succeeded and failed, dead letters and attempt latency per bucket',
  })
  timeseries(@Auth() auth: AuthContext, @Query() query: TimeseriesQueryDto): Promise<TimeseriesResponseDto> {
    return this.stats.timeseries(auth, query);
  }

  @Get('attention')
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: AttentionResponseDto })
  @ApiOperation({
    operationId: 'getAttention',
    summary: 'What needs attention: destinations failing now, disabled destinations, rate-limited endpoints',
  })
  attention(@Auth() auth: AuthContext): Promise<AttentionResponseDto> {
    return this.stats.attention(auth);
  }
}
