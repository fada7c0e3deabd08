import { Module } from '@nestjs/common';
import { documentProblemField } from '../../core/http/openapi';
import { EndpointsModule } from '../endpoints/endpoints.module';
import { RefusalLog } from './refusal-log';
import { SenderVerification } from './sender-verification';
import { VerificationController } from './verification.controller';
import { VerificationRepository } from './verification.repository';
import { VerificationService } from './verification.service';
import { REFUSAL_REASONS } from './verifiers';

documentProblemField('reason', {
  type: 'string',
  description: 'signature_invalid only: which check of sender verification failed',
  enum: REFUSAL_REASONS,
});

/** Sender verification (issue #19): its management routes, and the check ingest runs. */
@Module({
  imports: [EndpointsModule],
  controllers: [VerificationController],
  providers: [VerificationRepository, VerificationService, SenderVerification, RefusalLog],
  exports: [SenderVerification],
})
export class VerificationModule {}
