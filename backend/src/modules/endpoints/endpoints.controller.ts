import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { uuidPipe } from '../../core/http/uuid.pipe';
import {
  CreatedEndpointResponseDto,
  CreateEndpointDto,
  EndpointListResponseDto,
  EndpointResponseDto,
  ListEndpointsQueryDto,
  RotatedTokenResponseDto,
  UpdateEndpointDto,
} from './dto/endpoint.dto';
import { EndpointsService } from './endpoints.service';

@ApiTags('endpoints')
@Controller('api/endpoints')
export class EndpointsController {
  constructor(private readonly endpoints: EndpointsService) {}

  @Get()
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: EndpointListResponseDto })
  @ApiOperation({ operationId: 'listEndpoints', summary: 'List endpoints (never their tokens)' })
  async list(@Auth() auth: AuthContext, @Query() query: ListEndpointsQueryDto): Promise<EndpointListResponseDto> {
    return { data: await this.endpoints.list(auth, query.projectId) };
  }

  @Post()
  @HttpCode(201)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiCreatedResponse({ type: CreatedEndpointResponseDto })
  @ApiOperation({ operationId: 'createEndpoint', summary: 'Create an endpoint (the token is shown once)' })
  async create(@Auth() auth: AuthContext, @Body() body: CreateEndpointDto): Promise<CreatedEndpointResponseDto> {
    const { endpoint, token } = await this.endpoints.create(auth, body);
    return { ...this.endpoints.toDto(endpoint), token, ingest_url: this.endpoints.ingestUrl(token) };
  }

  @Get(':endpointId')
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: EndpointResponseDto })
  @ApiOperation({ operationId: 'getEndpoint', summary: 'Get one endpoint' })
  async get(@Auth() auth: AuthContext, @Param('endpointId', uuidPipe('endpointId')) id: string): Promise<EndpointResponseDto> {
    return this.endpoints.describe(auth, await this.endpoints.get(auth, id));
  }

  @Patch(':endpointId')
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: EndpointResponseDto })
  @ApiOperation({ operationId: 'updateEndpoint', summary: 'Rename, enable/disable or set the rate limit of an endpoint' })
  async update(
    @Auth() auth: AuthContext,
    @Param('endpointId', uuidPipe('endpointId')) id: string,
    @Body() body: UpdateEndpointDto,
  ): Promise<EndpointResponseDto> {
    return this.endpoints.describe(auth, await this.endpoints.update(auth, id, body));
  }

  @Post(':endpointId/rotate-token')
  @HttpCode(200)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: RotatedTokenResponseDto })
  @ApiOperation({ operationId: 'rotateEndpointToken', summary: 'Rotate the ingest token; the old one is refused at once' })
  async rotate(@Auth() auth: AuthContext, @Param('endpointId', uuidPipe('endpointId')) id: string): Promise<RotatedTokenResponseDto> {
    const { endpoint, token } = await this.endpoints.rotateToken(auth, id);
    return {
      endpoint_id: endpoint.id,
      token,
      ingest_url: this.endpoints.ingestUrl(token),
      token_rotated_at: endpoint.tokenRotatedAt!.toISOString(),
    };
  }
}
