import { Global, Module } from '@nestjs/common';
import { Generations } from './generations';

@Global()
@Module({ providers: [Generations], exports: [Generations] })
export class CacheModule {}
