import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { SCOPES } from '../../core/auth/scopes';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { AddVerificationSecretDto, RefusalListResponseDto, SetVerificationDto, VerificationResponseDto } from './dto/verification.dto';
import { VerificationService } from './verification.service';

@ApiTags('verification')
@Controller('api/endpoints/:endpointId/verification')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Get()
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: VerificationResponseDto })
  @ApiOperation({ operationId: 'getVerification', summary: "The endpoint's sender verification (type null: none); never its secrets" })
  get(@Auth() auth: AuthContext, @Param('endpointId', uuidPipe('endpointId')) endpointId: string): Promise<VerificationResponseDto> {
    return this.verification.describe(auth, endpointId);
  }

  @Put()
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: VerificationResponseDto })
  @ApiOperation({
    operationId: 'setVerification',
    summary: 'Verify senders: set the provider type, its settings and secrets (applies to the next ingest on every instance)',
  })
  set(
    @Auth() auth: AuthContext,
    @Param('endpointId', uuidPipe('endpointId')) endpointId: string,
    @Body() body: SetVerificationDto,
  ): Promise<VerificationResponseDto> {
    return this.verification.set(auth, endpointId, body);
  }

  @Delete()
  @HttpCode(204)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiNoContentResponse({ description: 'Verification off: any request with the token is accepted' })
  @ApiOperation({ operationId: 'deleteVerification', summary: 'Stop verifying senders' })
  async remove(@Auth() auth: AuthContext, @Param('endpointId', uuidPipe('endpointId')) endpointId: string): Promise<void> {
    await this.verification.remove(auth, endpointId);
  }

  @Post('secrets')
  @HttpCode(200)
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: VerificationResponseDto })
  @ApiOperation({
    operationId: 'addVerificationSecret',
    summary: 'Accept one more secret beside the current ones (sender rotation), at most 5',
  })
  addSecret(
    @Auth() auth: AuthContext,
    @Param('endpointId', uuidPipe('endpointId')) endpointId: string,
    @Body() body: AddVerificationSecretDto,
  ): Promise<VerificationResponseDto> {
    return this.verification.addSecret(auth, endpointId, body.secret);
  }

  @Delete('secrets/:secretId')
  @Authenticated({ scope: SCOPES.EndpointsWrite, role: 'developer' })
  @ApiOkResponse({ type: VerificationResponseDto })
  @ApiOperation({ operationId: 'removeVerificationSecret', summary: 'Stop accepting one secret (not the last one)' })
  removeSecret(
    @Auth() auth: AuthContext,
    @Param('endpointId', uuidPipe('endpointId')) endpointId: string,
    @Param('secretId', uuidPipe('secretId')) secretId: string,
  ): Promise<VerificationResponseDto> {
    return this.verification.removeSecret(auth, endpointId, secretId);
  }

  @Get('refusals')
  @Authenticated({ scope: SCOPES.EndpointsRead, role: 'viewer' })
  @ApiOkResponse({ type: RefusalListResponseDto })
  @ApiOperation({
    operationId: 'listVerificationRefusals',
    summary: 'Requests refused by sender verification: counts per reason and the last 50 (time, reason, source address; never the body)',
  })
  refusals(@Auth() auth: AuthContext, @Param('endpointId', uuidPipe('endpointId')) endpointId: string): Promise<RefusalListResponseDto> {
    return this.verification.listRefusals(auth, endpointId);
  }
}
