import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SESSION_COOKIE } from '../../core/auth/credentials.service';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { AuthService, SignedIn } from './auth.service';
import { LoginDto, SessionResponseDto, SignupDto } from './dto/auth.dto';

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
    return this.startSession(await this.auth.signup(body, request.ip), request, reply);
  }

  @Post('login')
  @HttpCode(200)
  @Authenticated({ public: true })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiOperation({ operationId: 'login', summary: 'Sign in to the dashboard (sets the hookyard_session cookie)' })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionResponseDto> {
    return this.startSession(await this.auth.login(body, request.ip), request, reply);
  }

  @Post('logout')
  @HttpCode(204)
  @Authenticated({ session: true })
  @ApiNoContentResponse({ description: 'Done; no body' })
  @ApiOperation({ operationId: 'logout', summary: 'Destroy the session' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  @Get('me')
  @Authenticated({ session: true })
  @ApiOkResponse({ type: SessionResponseDto })
  @ApiOperation({ operationId: 'me', summary: 'The signed-in user, organization and CSRF token' })
  me(@Auth() auth: AuthContext): Promise<SessionResponseDto> {
    return this.auth.describe(auth);
  }

  private startSession(signedIn: SignedIn, request: FastifyRequest, reply: FastifyReply): SessionResponseDto {
    reply.setCookie(SESSION_COOKIE, signedIn.token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https' || this.config.nodeEnv === 'production',
    });
    return signedIn.body;
  }
}
