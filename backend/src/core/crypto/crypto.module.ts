import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { KeyRing } from './key-ring';

@Global()
@Module({
  providers: [{ provide: KeyRing, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new KeyRing(config.encryptionKeys) }],
  exports: [KeyRing],
})
export class CryptoModule {}
