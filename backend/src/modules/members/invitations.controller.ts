import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated, originOf } from '../../core/auth/authenticated.decorator';
import { SESSION_COOKIE } from '../../core/auth/credentials.service';
import { setSessionCookie } from '../../core/auth/session-cookie';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { SessionResponseDto } from '../auth/dto/auth.dto';
import { AcceptInvitationDto, CreateInvitationDto, CreatedInvitationDto, InvitationDto, InvitationListDto } from './dto/invitation.dto';
import { InvitationsService } from './invitations.service';

/** Invitations to the organization (docs/http.md, Invitations): admins make and take them back. */
@ApiTags('members')
@Controller('api/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post()
  @HttpCode(201)
  @Authenticated({ session: true, role: 'admin' })
  @ApiCreatedResponse({ type: CreatedInvitationDto })
  @ApiOperation({
    operationId: 'createInvitation',
    summary: 'Invite someone by e-mail with a role (the link is answered once; e-mailed when SMTP_URL is set)',
  })
  create(@Auth() auth: AuthContext, @Body() body: CreateInvitationDto): Promise<CreatedInvitationDto> {
    return this.invitations.create(auth, body);
  }

  @Get()
  @Authenticated({ session: true, role: 'admin' })
  @ApiOkResponse({ type: InvitationListDto })
  @ApiOperation({ operationId: 'listInvitations', summary: 'The invitations not accepted yet, expired ones included' })
  async list(@Auth() auth: AuthContext): Promise<InvitationListDto> {
    return { data: (await this.invitations.listPending(auth)).map(InvitationDto.from) };
  }

  @Delete(':invitationId')
  @HttpCode(204)
  @Authenticated({ session: true, role: 'admin' })
  @ApiNoContentResponse({ description: 'Done; its link no longer works' })
  @ApiOperation({ operationId: 'deleteInvitation', summary: 'Take back an invitation not accepted yet' })
  async remove(@Auth() auth: AuthContext, @Param('invitationId', uuidPipe('invitationId')) id: string): Promise<void> {
    await this.invitations.revoke(auth, id);
  }
}

/** Accepting an invitation: the link's holder, signed in or not, becomes a member and is signed in there. */
@ApiTags('auth')
@Controller('api/auth')
export class AcceptInvitationController {
  constructor(
    private readonly invitations: InvitationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('accept-invitation')
  @HttpCode(200)
  @Authenticated({ public: true })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiOperation({
    operationId: 'acceptInvitation',
    summary: 'Join the organization of an invitation and sign in there (a new person sets a name and password)',
  })
  async accept(
    @Body() body: AcceptInvitationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const signedIn = await this.invitations.accept(body, request.cookies?.[SESSION_COOKIE], originOf(request));
    setSessionCookie(request, reply, this.config, signedIn.token);
    return signedIn.body;
  }
}
