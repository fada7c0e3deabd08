import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { problems } from '../../core/http/problem';
import { uuidPipe } from '../../core/http/uuid.pipe';
import type { Destination } from '../endpoints/destination.entity';
import { DestinationsService } from '../endpoints/destinations.service';
import { withoutCredentials } from '../../core/http/url-credentials';
import {
  CreatedNotificationEndpointDto,
  CreateNotificationEndpointDto,
  NotificationEndpointDto,
  NotificationEndpointListDto,
} from './dto/notification.dto';
import { NotificationsRepository } from './notifications.repository';

/**
 * The organization's notification URLs (operational webhooks): the destinations of its
 * notifications endpoint, which this makes on the first one.
 */
@ApiTags('notifications')
@Controller('api/notification-endpoints')
export class NotificationEndpointsController {
  constructor(
    private readonly repository: NotificationsRepository,
    private readonly destinations: DestinationsService,
  ) {}

  @Get()
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: NotificationEndpointListDto })
  @ApiOperation({ operationId: 'listNotificationEndpoints', summary: "List the URLs receiving Hookyard's own events" })
  async list(@Auth() auth: AuthContext): Promise<NotificationEndpointListDto> {
    const endpointId = await this.repository.endpointId(auth.organizationId);
    return { data: endpointId ? (await this.destinations.list(auth, endpointId)).map(notificationEndpoint) : [] };
  }

  @Post()
  @HttpCode(201)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'admin' })
  @ApiCreatedResponse({ type: CreatedNotificationEndpointDto })
  @ApiOperation({
    operationId: 'createNotificationEndpoint',
    summary: "Add a URL receiving Hookyard's own events (the signing secret is shown once)",
  })
  async create(@Auth() auth: AuthContext, @Body() body: CreateNotificationEndpointDto): Promise<CreatedNotificationEndpointDto> {
    const endpointId = await this.repository.ensureEndpoint(auth.organizationId);
    const { destination, secret } = await this.destinations.create(
      auth,
      endpointId,
      { name: body.name ?? 'Notifications', url: body.url },
      'notification_endpoint',
    );
    return { ...notificationEndpoint(destination), signing_secret: secret };
  }

  @Delete(':notificationEndpointId')
  @HttpCode(204)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'admin' })
  @ApiNoContentResponse({ description: 'Done; no body' })
  @ApiOperation({ operationId: 'deleteNotificationEndpoint', summary: 'Remove a notification URL' })
  async remove(@Auth() auth: AuthContext, @Param('notificationEndpointId', uuidPipe('notificationEndpointId')) id: string): Promise<void> {
    const endpointId = await this.repository.endpointId(auth.organizationId);
    const destination = endpointId ? await this.destinations.get(auth, id).catch(() => null) : null;
    if (!destination || destination.endpointId !== endpointId) throw problems.notFound('notification endpoint');
    await this.destinations.remove(auth, id, 'notification_endpoint');
  }
}

function notificationEndpoint(destination: Destination): NotificationEndpointDto {
  return {
    id: destination.id,
    name: destination.name,
    url: withoutCredentials(destination.url ?? ''), // notification endpoints are http destinations: always a URL
    active: destination.active,
    created_at: destination.createdAt.toISOString(),
  };
}
