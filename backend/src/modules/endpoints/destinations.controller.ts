import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { StatsService } from '../stats/stats.service';
import { Destination } from './destination.entity';
import { DestinationsService } from './destinations.service';
import {
  CreatedDestinationResponseDto,
  CreateDestinationDto,
  DestinationListResponseDto,
  DestinationResponseDto,
  RotatedSecretResponseDto,
  RotateSecretDto,
  UpdateDestinationDto,
} from './dto/destination.dto';

@ApiTags('destinations')
@Controller('api')
export class DestinationsController {
  constructor(
    private readonly destinations: DestinationsService,
    private readonly stats: StatsService,
  ) {}

  /** The destinations' answers, each with its health. */
  private async withHealth(auth: AuthContext, destinations: Destination[]): Promise<DestinationResponseDto[]> {
    const health = await this.stats.health(auth.organizationId, destinations);
    return destinations.map((destination) => DestinationResponseDto.from(destination, health.get(destination.id)!));
  }

  @Get('endpoints/:endpointId/destinations')
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: DestinationListResponseDto })
  @ApiOperation({ operationId: 'listDestinations', summary: 'List the destinations of an endpoint' })
  async list(
    @Auth() auth: AuthContext,
    @Param('endpointId', uuidPipe('endpointId')) endpointId: string,
  ): Promise<DestinationListResponseDto> {
    return { data: await this.withHealth(auth, await this.destinations.list(auth, endpointId)) };
  }

  @Post('endpoints/:endpointId/destinations')
  @HttpCode(201)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiCreatedResponse({ type: CreatedDestinationResponseDto })
  @ApiOperation({ operationId: 'createDestination', summary: 'Add a destination (the signing secret is shown once)' })
  async create(
    @Auth() auth: AuthContext,
    @Param('endpointId', uuidPipe('endpointId')) endpointId: string,
    @Body() body: CreateDestinationDto,
  ): Promise<CreatedDestinationResponseDto> {
    const { destination, secret } = await this.destinations.create(auth, endpointId, body);
    const [answer] = await this.withHealth(auth, [destination]);
    return { ...answer!, signing_secret: secret };
  }

  @Get('destinations/:destinationId')
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: DestinationResponseDto })
  @ApiOperation({ operationId: 'getDestination', summary: 'Get one destination with its health' })
  async get(@Auth() auth: AuthContext, @Param('destinationId', uuidPipe('destinationId')) id: string): Promise<DestinationResponseDto> {
    const [answer] = await this.withHealth(auth, [await this.destinations.get(auth, id)]);
    return answer!;
  }

  @Patch('destinations/:destinationId')
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: DestinationResponseDto })
  @ApiOperation({ operationId: 'updateDestination', summary: 'Update a destination; deactivating cancels its open jobs' })
  async update(
    @Auth() auth: AuthContext,
    @Param('destinationId', uuidPipe('destinationId')) id: string,
    @Body() body: UpdateDestinationDto,
  ): Promise<DestinationResponseDto> {
    const [answer] = await this.withHealth(auth, [await this.destinations.update(auth, id, body)]);
    return answer!;
  }

  @Delete('destinations/:destinationId')
  @HttpCode(204)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiNoContentResponse({ description: 'Done; no body' })
  @ApiOperation({ operationId: 'deleteDestination', summary: 'Delete a destination; its open jobs are cancelled' })
  async remove(@Auth() auth: AuthContext, @Param('destinationId', uuidPipe('destinationId')) id: string): Promise<void> {
    await this.destinations.remove(auth, id);
  }

  @Post('destinations/:destinationId/rotate-secret')
  @HttpCode(200)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: RotatedSecretResponseDto })
  @ApiOperation({
    operationId: 'rotateDestinationSecret',
    summary: 'Replace the signing secret (shown once); the previous one keeps signing too until previous_secret_expires_at',
  })
  async rotateSecret(
    @Auth() auth: AuthContext,
    @Param('destinationId', uuidPipe('destinationId')) id: string,
    @Body() body: RotateSecretDto,
  ): Promise<RotatedSecretResponseDto> {
    const { secret, previousExpiresAt } = await this.destinations.rotateSecret(auth, id, body.previous_secret_expires_in_seconds);
    return { destination_id: id, signing_secret: secret, previous_secret_expires_at: previousExpiresAt.toISOString() };
  }
}
