import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { SsoSettingsController } from './sso-settings.controller';
import { SsoSettingsService } from './sso-settings.service';
import { SsoSignInController } from './sso-sign-in.controller';
import { SsoSignInService } from './sso-sign-in.service';
import { SsoRepository } from './sso.repository';

/** Single sign-on through OpenID Connect, one connection per organization (issue #31 §3). */
@Module({
  imports: [AuthModule],
  controllers: [SsoSettingsController, SsoSignInController],
  providers: [SsoRepository, SsoSettingsService, SsoSignInService],
})
export class SsoModule {}
