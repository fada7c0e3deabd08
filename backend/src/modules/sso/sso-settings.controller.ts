import { Body, Controller, Delete, Get, HttpCode, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { PutSsoDto, SsoDto } from './dto/sso.dto';
import { SsoSettingsService } from './sso-settings.service';

/**
 * The organization's single sign-on connection (docs/http.md, Single sign-on): a security setting,
 * so session only and an admin's, like `/api/organization/settings`' changes. The client secret is
 * never answered.
 */
@ApiTags('sso')
@Controller('api/sso')
export class SsoSettingsController {
  constructor(private readonly settings: SsoSettingsService) {}

  @Get()
  @Authenticated({ session: true, role: 'admin' })
  @ApiOkResponse({ type: SsoDto })
  @ApiOperation({ operationId: 'getSso', summary: 'The organization’s single sign-on connection (404 when it has none)' })
  get(@Auth() auth: AuthContext): Promise<SsoDto> {
    return this.settings.get(auth);
  }

  @Put()
  @Authenticated({ session: true, role: 'admin' })
  @ApiOkResponse({ type: SsoDto })
  @ApiOperation({
    operationId: 'putSso',
    summary: 'Create or replace the single sign-on connection; the issuer is discovered first (422 sso_discovery_failed)',
  })
  put(@Auth() auth: AuthContext, @Body() body: PutSsoDto): Promise<SsoDto> {
    return this.settings.put(auth, body);
  }

  @Delete()
  @HttpCode(204)
  @Authenticated({ session: true, role: 'admin' })
  @ApiNoContentResponse({ description: 'Removed; password sign-in is open to every member again' })
  @ApiOperation({ operationId: 'deleteSso', summary: 'Remove the single sign-on connection' })
  async delete(@Auth() auth: AuthContext): Promise<void> {
    await this.settings.delete(auth);
  }
}
