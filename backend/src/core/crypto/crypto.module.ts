import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { KeyRing } from './key-ring';
import { PasswordHasher } from './passwords';

@Global()
@Module({
  providers: [
    { provide: KeyRing, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new KeyRing(config.encryptionKeys) },
    { provide: PasswordHasher, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PasswordHasher(config) },
  ],
  exports: [KeyRing, PasswordHasher],
})
export class CryptoModule {}
