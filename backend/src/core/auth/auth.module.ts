import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyStrategy } from './api-key.strategy';
import { AuthGuard } from './auth.guard';
import { CredentialsService } from './credentials.service';
import { SessionStrategy } from './session.strategy';

@Global()
@Module({
  providers: [CredentialsService, ApiKeyStrategy, SessionStrategy, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [CredentialsService],
})
export class CoreAuthModule {}
