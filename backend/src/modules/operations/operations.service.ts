import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { ulid } from 'ulid';
import type { AuthContext } from '../../core/auth/auth-context';
import { authorOf } from '../../core/audit/audit-entry';
import { auditing } from '../../core/audit/audit-trail.repository';
import { SCOPES, Scope } from '../../core/auth/scopes';
import { sha256Hex } from '../../core/crypto/tokens';
import { isoFromTimestamptz } from '../../core/database/timestamps';
import { ProblemException, problems } from '../../core/http/problem';
import { JobName, QueueName } from '../../core/queue/queue.constants';
import { WorkOperationJobData } from './work-operation-job-data';
import {
  BulkOperationRequestDto,
  EventFiltersDto,
  FILTER_NAMES,
  OperationKind,
  OperationListResponseDto,
  OperationResponseDto,
} from './dto/operation.dto';
import { IdempotencyClaimLost, OperationRow, OperationsRepository } from './operations.repository';

/** Who may start (and so cancel) each kind of operation: the scope of its single-event route. */
const KIND_SCOPES: Record<OperationKind, Scope> = { retry: SCOPES.DeliveriesRetry, replay: SCOPES.EventsReplay };

/** BullMQ options of an operation's job: its id is the operation's, so queuing it twice is a no-op. */
export const OPERATION_JOB_OPTIONS = {
  removeOnComplete: true,
  removeOnFail: true,
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
} as const;

const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;
const ENQUEUE_TIMEOUT_MS = 2000;
const DEFAULT_LIMIT = 20;
/** PostgreSQL's text of created_at, then the id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?)\|(op_[0-9A-HJKMNP-TV-Z]{26})$/;
const OPERATION_ID_PATTERN = /^op_[0-9A-HJKMNP-TV-Z]{26}$/i;

export type StartAnswer = { dryRun: true; matched: number } | { dryRun: false; operation: OperationResponseDto; replayed: boolean };

/** Bulk retry and replay by filter: the API side (start, read, cancel); the worker's side is WorkOperationProcessor. */
@Injectable()
export class OperationsService {
  private readonly logger = new Logger(OperationsService.name);

  constructor(
    private readonly operations: OperationsRepository,
    @InjectQueue(QueueName.Operations) private readonly queue: Queue<WorkOperationJobData>,
  ) {}

  /**
   * A dry run counts; otherwise the operation is stored (with its Idempotency-Key, if any) and its
   * job queued after the commit. A key seen before answers its operation as it is now (`replayed`),
   * or 422 when it came with another request.
   */
  async start(auth: AuthContext, kind: OperationKind, body: BulkOperationRequestDto, rawKey: unknown): Promise<StartAnswer> {
    const filters = pickFilters(body);
    if (Object.keys(filters).length === 0) {
      throw problems.validation([
        { field: 'filters', message: 'name at least one filter (projectId, endpointId, status, …); a time range alone will do' },
      ]);
    }
    if (body.dry_run) return { dryRun: true, matched: await this.operations.countMatching(auth.organizationId, filters) };

    const key = idempotencyKey(rawKey);
    const requestSha256 = sha256Hex(JSON.stringify([kind, filters]));
    if (key !== null) {
      const earlier = await this.replayed(auth, key, requestSha256);
      if (earlier) return earlier;
    }
    const id = `op_${ulid()}`;
    try {
      await this.operations.create(
        auth.organizationId,
        {
          id,
          kind,
          filters,
          createdBy:
            auth.kind === 'api_key'
              ? { kind: 'api_key', userId: null, apiKeyId: auth.apiKeyId }
              : { kind: 'user', userId: auth.userId, apiKeyId: null },
          idempotency: key === null ? null : { key, requestSha256 },
        },
        auditing(auth.organizationId, authorOf(auth), () => ({
          action: kind === 'retry' ? 'events.bulk_retry_started' : 'events.bulk_replay_started',
          target: { type: 'operation', id, label: null },
          changes: { filters: { from: null, to: filters } },
        })),
      );
    } catch (error) {
      if (!(error instanceof IdempotencyClaimLost) || key === null) throw error;
      const winner = await this.replayed(auth, key, requestSha256);
      if (!winner)
        throw new ProblemException(409, 'idempotency_in_progress', 'A request with this Idempotency-Key is still being processed.');
      return winner;
    }
    await this.enqueue(id, auth.organizationId);
    return { dryRun: false, operation: await this.get(auth, id), replayed: false };
  }

  async get(auth: AuthContext, id: string): Promise<OperationResponseDto> {
    if (!OPERATION_ID_PATTERN.test(id)) throw problems.validation([{ field: 'operationId', message: 'must be an op_ identifier' }]);
    const row = await this.operations.find(auth.organizationId, `op_${id.slice(3).toUpperCase()}`);
    if (!row) throw problems.notFound('operation');
    return operationResponse(row);
  }

  async list(auth: AuthContext, limit = DEFAULT_LIMIT, cursor?: string): Promise<OperationListResponseDto> {
    const rows = await this.operations.list(auth.organizationId, cursor ? decodeOperationCursor(cursor) : null, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map(operationResponse),
      next_cursor: rows.length > limit && last ? Buffer.from(`${last.created_at}|${last.id}`).toString('base64url') : null,
    };
  }

  /**
   * Stops the operation before its next page; the jobs it already queued still run. Needs the scope
   * that starts an operation of its kind (a session has every scope); 409 once it has finished.
   */
  async cancel(auth: AuthContext, id: string): Promise<OperationResponseDto> {
    const operation = await this.get(auth, id);
    const scope = KIND_SCOPES[operation.kind];
    if (!auth.scopes.includes(scope)) throw problems.insufficientScope(scope);
    const record = auditing(auth.organizationId, authorOf(auth), (status: string) => ({
      action: 'operation.cancelled',
      target: { type: 'operation', id: operation.id, label: null },
      changes: { status: { from: status, to: 'cancelled' } },
    }));
    if (!(await this.operations.cancel(auth.organizationId, operation.id, record))) {
      throw problems.conflict('operation_finished', `The operation has already finished (${operation.status}).`);
    }
    return this.get(auth, operation.id);
  }

  /** Queues the operation's job; when Redis does not take it, the worker's sweep will. */
  async enqueue(id: string, organizationId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.add(JobName.WorkOperation, { operationId: id, organizationId }, { jobId: id, ...OPERATION_JOB_OPTIONS }),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ENQUEUE_TIMEOUT_MS))),
      ]);
    } catch (error) {
      this.logger.warn(`could not queue operation ${id}, the worker's sweep will: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  private async replayed(auth: AuthContext, key: string, requestSha256: string): Promise<StartAnswer | null> {
    const earlier = await this.operations.findIdempotent(auth.organizationId, key);
    if (!earlier) return null;
    if (earlier.request_sha256 !== requestSha256) {
      throw new ProblemException(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request.');
    }
    return { dryRun: false, operation: await this.get(auth, earlier.operation_id), replayed: true };
  }
}

/** The filters given, in FILTER_NAMES' order (so equal requests hash alike), without the absent ones. */
function pickFilters(body: EventFiltersDto): EventFiltersDto {
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) if (body[name] !== undefined && body[name] !== null) filters[name] = body[name];
  return filters as EventFiltersDto;
}

function idempotencyKey(raw: unknown): string | null {
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw problems.validation([{ field: 'Idempotency-Key', message: 'must be 1-255 printable ASCII characters' }]);
  }
  return raw;
}

function decodeOperationCursor(raw: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(raw, 'base64url').toString('utf8'));
  if (!match) throw problems.validation([{ field: 'cursor', message: 'is not a cursor returned by this API' }]);
  return { at: match[1], id: match[2] };
}

function operationResponse(row: OperationRow): OperationResponseDto {
  const time = (text: string | null) => (text === null ? null : isoFromTimestamptz(text));
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    filters: row.filters,
    matched: row.matched,
    processed: row.processed,
    jobs_created: row.jobs_created,
    created_by:
      row.created_by_kind === 'api_key'
        ? { kind: 'api_key', id: row.created_by_api_key_id, name: row.api_key_name, prefix: row.api_key_prefix }
        : { kind: 'user', id: row.created_by_user_id, name: row.user_email, prefix: null },
    created_at: isoFromTimestamptz(row.created_at),
    started_at: time(row.started_at),
    finished_at: time(row.finished_at),
  };
}
