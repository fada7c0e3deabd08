import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyStrategy } from './api-key.strategy';
import { AuthGuard } from './auth.guard';
import { CredentialsRepository } from './credentials.repository';
import { CredentialsService } from './credentials.service';
import { SessionStrategy } from './session.strategy';

@Global()
@Module({
  providers: [CredentialsRepository, CredentialsService, ApiKeyStrategy, SessionStrategy, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [CredentialsRepository, CredentialsService],
})
export class CoreAuthModule {}
