import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import type { FastifyReply } from 'fastify';
import { auditing } from '../../core/audit/audit-trail.repository';
import { authorOf } from '../../core/audit/audit-entry';
import { ProblemException, problems } from '../../core/http/problem';
import { rateLimitHeaders, TokenBucket } from '../../core/rate-limit/token-bucket';
import { uuidPipe } from '../../core/http/uuid.pipe';
import type { Destination } from '../endpoints/destination.entity';
import { DestinationsService } from '../endpoints/destinations.service';
import { withoutCredentials } from '../../core/http/url-credentials';
import {
  CreatedNotificationEndpointDto,
  CreateNotificationEndpointDto,
  NotificationEndpointDto,
  NotificationEndpointListDto,
  NotificationTestSentDto,
} from './dto/notification.dto';
import { NotificationsRepository } from './notifications.repository';
import { Notifier } from './notifier';

/** Test messages per notification URL: 5 at once, then one a minute (a person checking a receiver, not a way to flood it). */
const TEST_LIMIT = { burst: 5, ratePerSecond: 1 / 60 };

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
    private readonly notifier: Notifier,
    private readonly bucket: TokenBucket,
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
    await this.notificationUrl(auth, id);
    await this.destinations.remove(auth, id, 'notification_endpoint');
  }

  @Post(':notificationEndpointId/test')
  @HttpCode(202)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'admin' })
  @ApiAcceptedResponse({ type: NotificationTestSentDto })
  @ApiOperation({
    operationId: 'testNotificationEndpoint',
    summary: 'Send a hookyard.test message to one notification URL (5 per URL, then one a minute)',
  })
  async test(
    @Auth() auth: AuthContext,
    @Param('notificationEndpointId', uuidPipe('notificationEndpointId')) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationTestSentDto> {
    const destination = await this.notificationUrl(auth, id);
    if (!destination.active) throw problems.conflict('destination_inactive', 'The notification URL is not active: it receives no message.');
    const decision = await this.bucket.take('notification-test', id, TEST_LIMIT.ratePerSecond, TEST_LIMIT.burst);
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed)
      throw new ProblemException(429, 'rate_limited', 'Too many test messages to this URL; try again later.', {}, headers);
    void reply.headers(headers);
    const record = auditing(auth.organizationId, authorOf(auth), (eventId: string) => ({
      action: 'notification_endpoint.test_sent',
      target: { type: 'notification_endpoint', id, label: destination.name },
      changes: { event_id: { from: null, to: eventId } },
    }));
    return { event_id: await this.notifier.sendTest(auth.organizationId, id, record) };
  }

  /** One of the organization's notification URLs; 404 for any other id (another organization's, or a plain destination). */
  private async notificationUrl(auth: AuthContext, id: string): Promise<Destination> {
    const endpointId = await this.repository.endpointId(auth.organizationId);
    const destination = endpointId ? await this.destinations.get(auth, id).catch(() => null) : null;
    if (!destination || destination.endpointId !== endpointId) throw problems.notFound('notification endpoint');
    return destination;
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
