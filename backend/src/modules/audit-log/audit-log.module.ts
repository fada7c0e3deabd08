import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogRepository } from './audit-log.repository';
import { AuditLogService } from './audit-log.service';

/** The audit log's routes (the api). Every feature writes entries through core/audit; the worker's retention is AuditRetentionService. */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogRepository, AuditLogService],
})
export class AuditLogModule {}
