import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, Authenticated } from '../../core/auth/authenticated.decorator';
import { uuidPipe } from '../../core/http/uuid.pipe';
import { AccountService } from './account.service';
import { AuthService } from './auth.service';
import {
  AccountSessionDto,
  AccountSessionListDto,
  ChangePasswordDto,
  DisableTwoFactorDto,
  RecoveryCodesDto,
  SignedOutDto,
  TwoFactorCodeDto,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from './dto/account.dto';
import { TwoFactorService } from './two-factor.service';

/** The signed-in person's own account: two-factor, sessions, password (docs/http.md, Two-factor and sessions). Sessions only. */
@ApiTags('account')
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly account: AccountService,
    private readonly auth: AuthService,
  ) {}

  @Get('two-factor')
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true })
  @ApiOkResponse({ type: TwoFactorStatusDto })
  @ApiOperation({ operationId: 'getTwoFactor', summary: 'Whether two-factor is on, and how many recovery codes are left' })
  async twoFactorStatus(@Auth() auth: AuthContext): Promise<TwoFactorStatusDto> {
    return TwoFactorStatusDto.from(await this.twoFactor.status(auth));
  }

  @Post('two-factor/setup')
  @HttpCode(200)
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiOperation({ operationId: 'setUpTwoFactor', summary: 'A new TOTP secret, pending until a code of it enables two-factor' })
  async setUp(@Auth() auth: AuthContext): Promise<TwoFactorSetupDto> {
    await this.auth.refuseSsoSession(auth);
    return this.twoFactor.setup(auth);
  }

  @Post('two-factor/enable')
  @HttpCode(200)
  @Authenticated({ session: true, role: 'viewer', twoFactorSetup: true })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiOperation({
    operationId: 'enableTwoFactor',
    summary: 'Turn two-factor on with a code of the pending secret; answers the recovery codes once',
  })
  async enable(@Auth() auth: AuthContext, @Body() body: TwoFactorCodeDto): Promise<RecoveryCodesDto> {
    await this.auth.refuseSsoSession(auth);
    return this.twoFactor.enable(auth, body.code);
  }

  @Post('two-factor/disable')
  @HttpCode(204)
  @Authenticated({ session: true, role: 'viewer' })
  @ApiNoContentResponse({ description: 'Two-factor is off; no body' })
  @ApiOperation({ operationId: 'disableTwoFactor', summary: 'Turn two-factor off, with a code or the password' })
  async disable(@Auth() auth: AuthContext, @Body() body: DisableTwoFactorDto): Promise<void> {
    await this.auth.refuseSsoSession(auth);
    await this.twoFactor.disable(auth, body);
  }

  @Post('password')
  @HttpCode(204)
  @Authenticated({ session: true, role: 'viewer' })
  @ApiNoContentResponse({ description: 'Changed; the other sessions ended; no body' })
  @ApiOperation({ operationId: 'changePassword', summary: 'Change the password (the current one is needed); ends the other sessions' })
  async changePassword(@Auth() auth: AuthContext, @Body() body: ChangePasswordDto): Promise<void> {
    await this.auth.refuseSsoSession(auth);
    await this.account.changePassword(auth, body.current_password, body.new_password);
  }

  @Get('sessions')
  @Authenticated({ session: true, role: 'viewer' })
  @ApiOkResponse({ type: AccountSessionListDto })
  @ApiOperation({ operationId: 'listSessions', summary: 'The signed-in person’s sessions, newest first' })
  async sessions(@Auth() auth: AuthContext): Promise<AccountSessionListDto> {
    return { data: (await this.account.listSessions(auth)).map((row) => AccountSessionDto.from(row, auth.sessionId)) };
  }

  @Delete('sessions/:sessionId')
  @HttpCode(204)
  @Authenticated({ session: true, role: 'viewer' })
  @ApiNoContentResponse({ description: 'Ended; its next request is a 401; no body' })
  @ApiOperation({ operationId: 'endSession', summary: 'End one of the person’s sessions (this one included)' })
  async endSession(@Auth() auth: AuthContext, @Param('sessionId', uuidPipe('sessionId')) sessionId: string): Promise<void> {
    await this.account.endSession(auth, sessionId);
  }

  @Post('sessions/sign-out-everywhere')
  @HttpCode(200)
  @Authenticated({ session: true, role: 'viewer' })
  @ApiOkResponse({ type: SignedOutDto })
  @ApiOperation({ operationId: 'signOutEverywhere', summary: 'End every other session of the person (this one stays)' })
  async signOutEverywhere(@Auth() auth: AuthContext): Promise<SignedOutDto> {
    return { signed_out: await this.account.endOtherSessions(auth) };
  }
}
