import { Global, Module } from '@nestjs/common';
import { TokenBucket } from './token-bucket';

@Global()
@Module({ providers: [TokenBucket], exports: [TokenBucket] })
export class RateLimitModule {}
