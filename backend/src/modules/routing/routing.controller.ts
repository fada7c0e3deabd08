import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { RoutingTestDto, RoutingTestResponseDto } from './routing.dto';
import { RoutingService } from './routing.service';

@ApiTags('routing')
@Controller('api/routing')
export class RoutingController {
  constructor(private readonly routing: RoutingService) {}

  @Post('test')
  @HttpCode(200)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: RoutingTestResponseDto })
  @ApiOperation({
    operationId: 'testRouting',
    summary: 'Run a sample of your own through an event-type source, a filter and a transformation (nothing stored is read)',
  })
  test(@Body() body: RoutingTestDto): Promise<RoutingTestResponseDto> {
    return this.routing.test(body);
  }
}
