import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated, originOf } from '../../core/auth/authenticated.decorator';
import { SESSION_COOKIE } from '../../core/auth/credentials.service';
import { setSessionCookie } from '../../core/auth/session-cookie';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { AuthService, SignedIn } from './auth.service';
import { LoginWithCodeDto, SessionResponseDto, SignupDto, SwitchOrganizationDto } from './dto/auth.dto';

@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('signup')
  @HttpCode(201)
  @Authenticated({ public: true })
  @ApiCreatedResponse({ type: SessionResponseDto })
  @ApiOperation({ operationId: 'signup', summary: 'Create an organization and its first user, and sign in' })
  async signup(
    @Body() body: SignupDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    return this.startSession(await this.auth.signup(body, originOf(request)), request, reply);
  }

  @Post('login')
  @HttpCode(200)
  @Authenticated({ public: true })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiOperation({ operationId: 'login', summary: 'Sign in to the dashboard (sets the hookyard_session cookie)' })
  async login(
    @Body() body: LoginWithCodeDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    return this.startSession(await this.auth.login(body, originOf(request)), request, reply);
  }

  @Post('logout')
  @HttpCode(204)
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true })
  @ApiNoContentResponse({ description: 'Done; no body' })
  @ApiOperation({ operationId: 'logout', summary: 'Destroy the session' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Get('me')
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiOperation({
    operationId: 'me',
    summary: 'The signed-in person, their organization and role there, their other organizations, the CSRF token',
  })
  me(@Auth() auth: AuthContext): Promise<SessionResponseDto> {
    return this.auth.describe(auth);
  }

  @Post('switch-organization')
  @HttpCode(200)
  // Open to a restricted session too: the organization switched to decides whether the new one is restricted.
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiOperation({
    operationId: 'switchOrganization',
    summary: 'Move the session to another organization of the person (a new cookie and CSRF token; the old session ends)',
  })
  async switchOrganization(
    @Auth() auth: AuthContext,
    @Body() body: SwitchOrganizationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    const signedIn = await this.auth.switchOrganization(auth, request.cookies[SESSION_COOKIE]!, body.organization_id, originOf(request));
    return this.startSession(signedIn, request, reply);
  }

  private startSession(signedIn: SignedIn, request: FastifyRequest, reply: FastifyReply): SessionResponseDto {
    setSessionCookie(request, reply, this.config, signedIn.token);
    return signedIn.body;
  }
}
