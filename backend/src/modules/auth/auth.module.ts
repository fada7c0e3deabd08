import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AccountController } from './account.controller';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { AttemptLimits } from './attempt-limits';
import { AuthController } from './auth.controller';
import { AccountsRepository } from './accounts.repository';
import { AuthService } from './auth.service';
import { TwoFactorClock } from './two-factor-clock';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [OrganizationsModule],
  controllers: [AuthController, AccountController],
  providers: [AccountsRepository, AccountRepository, AuthService, AccountService, AttemptLimits, TwoFactorService, TwoFactorClock],
  exports: [AuthService, AccountsRepository],
})
export class AuthModule {}
