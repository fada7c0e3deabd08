import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, originOf } from '../../core/auth/authenticated.decorator';
import { setSessionCookie } from '../../core/auth/session-cookie';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { SsoStartedDto, StartSsoDto } from './dto/sso.dto';
import { CALLBACK_PATH } from './sso-connection';
import { SSO_FLOW_COOKIE, SSO_FLOW_TTL_MS } from './sso-flow';
import { SsoSignInService } from './sso-sign-in.service';

/** Signing in through single sign-on (docs/http.md, Single sign-on): no credentials yet, so both routes are public. */
@ApiTags('auth')
@Controller('api/auth/sso')
export class SsoSignInController {
  constructor(
    private readonly signIn: SsoSignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @Authenticated({ public: true })
  @ApiOkResponse({ type: SsoStartedDto })
  @ApiOperation({
    operationId: 'startSso',
    summary: 'Start signing in through the single sign-on of the e-mail’s domain (sets the short-lived hookyard_sso_flow cookie)',
  })
  async start(
    @Body() body: StartSsoDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SsoStartedDto> {
    const started = await this.signIn.start(body.email);
    reply.setCookie(SSO_FLOW_COOKIE, started.flowCookie, {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level navigation from its site, which Lax cookies go with.
      sameSite: 'lax',
      path: CALLBACK_PATH,
      maxAge: SSO_FLOW_TTL_MS / 1000,
      secure: request.protocol === 'https' || this.config.nodeEnv === 'production',
    });
    return { authorization_url: started.authorizationUrl };
  }

  @Get('callback')
  @Authenticated({ public: true })
  @ApiFoundResponse({
    description:
      'To the dashboard with a session cookie; or to the login page with `?sso_error=` flow_expired, state_mismatch, nonce_mismatch, provider_error, email_not_allowed, account_exists or sso_failed',
  })
  @ApiOperation({ operationId: 'ssoCallback', summary: 'The identity provider’s redirect back (the redirect URI to register)' })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const outcome = await this.signIn.callback(query, request.cookies[SSO_FLOW_COOKIE], originOf(request));
    reply.clearCookie(SSO_FLOW_COOKIE, { path: CALLBACK_PATH });
    if ('refusal' in outcome) {
      await reply.redirect(`/login?sso_error=${outcome.refusal}`, 302);
      return;
    }
    setSessionCookie(request, reply, this.config, outcome.signedIn.token);
    await reply.redirect('/', 302);
  }
}
