import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { OrganizationSettingsDto, UpdateOrganizationSettingsDto } from './dto/organization-settings.dto';
import { OrganizationsService } from './organizations.service';

/**
 * The organization's security settings (docs/http.md, Two-factor and sessions): `require_two_factor`
 * for now, single sign-on's to come. Session only: an admin's decision, not an integration's; every member reads them.
 */
@ApiTags('organization')
@Controller('api/organization/settings')
export class OrganizationSettingsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @Get()
  // Every member may read the rules they are held to (a viewer: every read).
  @Authenticated({ session: true, role: 'viewer' })
  @ApiOkResponse({ type: OrganizationSettingsDto })
  @ApiOperation({ operationId: 'getOrganizationSettings', summary: 'The organization’s security settings' })
  get(@Auth() auth: AuthContext): Promise<OrganizationSettingsDto> {
    return this.organizations.getSettings(auth);
  }

  @Patch()
  @Authenticated({ session: true, role: 'admin' })
  @ApiOkResponse({ type: OrganizationSettingsDto })
  @ApiOperation({ operationId: 'updateOrganizationSettings', summary: 'Change the organization’s security settings (those left out stay)' })
  update(@Auth() auth: AuthContext, @Body() body: UpdateOrganizationSettingsDto): Promise<OrganizationSettingsDto> {
    return this.organizations.updateSettings(auth, body);
  }
}
