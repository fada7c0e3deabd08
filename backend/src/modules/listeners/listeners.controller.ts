import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { problems } from '../../core/http/problem';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { DestinationsService } from '../endpoints/destinations.service';
import { ListenerReplyDto, ListenerStatusDto, ListenQueryDto } from './listener.dto';
import { ListenerStreams } from './listener-streams.service';

/**
 * `hookyard listen`'s two routes. Both need endpoints:write, the power to add a destination: a
 * listener receives payloads as any destination does.
 */
@ApiTags('listeners')
@Controller('api/listeners')
export class ListenersController {
  constructor(
    private readonly destinations: DestinationsService,
    private readonly streams: ListenerStreams,
  ) {}

  @Get(':destinationId')
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: ListenerStatusDto })
  @ApiOperation({ operationId: 'getListener', summary: 'Whether a hookyard listen is connected to a listener destination' })
  async status(
    @Auth() auth: AuthContext,
    @Param('destinationId', uuidPipe('destinationId')) destinationId: string,
  ): Promise<ListenerStatusDto> {
    await this.listener(auth, destinationId);
    const presence = (await this.streams.presence([destinationId])).get(destinationId);
    return {
      destination_id: destinationId,
      connected: presence !== undefined,
      client: presence?.client ?? null,
      since: presence?.since ?? null,
    };
  }

  @Get(':destinationId/stream')
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'Server-sent events until either side closes: `ready` once, then a `delivery` per delivery ({id, event_id, event_type, method, ' +
      'headers, body_base64}: the signed request), `replaced` when another stream takes the destination over, `closing` at shutdown; ' +
      'a comment every 5 s keeps the connection open. Deliveries waiting for a retry are sent at once when a stream opens.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiOperation({ operationId: 'listen', summary: "Receive a listener destination's deliveries (hookyard listen)" })
  async stream(
    @Auth() auth: AuthContext,
    @Param('destinationId', uuidPipe('destinationId')) destinationId: string,
    @Query() query: ListenQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.listener(auth, destinationId);
    const { out, close } = await this.streams.open(auth.organizationId, destinationId, query.client ?? 'hookyard listen');
    request.raw.once('close', close);
    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(out);
  }

  @Post(':destinationId/replies')
  @HttpCode(204)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiNoContentResponse({ description: 'Handed to the worker that waits for it (if none still does, it is dropped)' })
  @ApiOperation({ operationId: 'replyToDelivery', summary: "Post the local receiver's answer to a delivery (hookyard listen)" })
  async reply(
    @Auth() auth: AuthContext,
    @Param('destinationId', uuidPipe('destinationId')) destinationId: string,
    @Body() body: ListenerReplyDto,
  ): Promise<void> {
    await this.listener(auth, destinationId);
    await this.streams.reply({
      id: body.id,
      destination_id: destinationId,
      status: body.status ?? null,
      headers: body.headers ?? {},
      body_base64: body.body_base64 ?? null,
      body_size_bytes: body.body_size_bytes ?? 0,
      duration_ms: body.duration_ms,
      error: body.error ?? null,
    });
  }

  /** The caller's listener destination, or 404 (none of theirs) / 409 `not_a_listener`. */
  private async listener(auth: AuthContext, destinationId: string): Promise<void> {
    const destination = await this.destinations.get(auth, destinationId);
    if (destination.type !== 'listener')
      throw problems.conflict('not_a_listener', 'The destination is not a listener: it delivers to its URL.');
  }
}
