import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, SelectQueryBuilder } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import { problems } from '../../core/http/problem';
import { decodeCursor, encodeCursor, Page, TimeCursor } from '../../core/http/paging';
import { UUID_PATTERN } from '../../core/http/uuid.pipe';
import { DeadLetter } from '../deliveries/dead-letter.entity';
import { DeliveryAttempt } from '../deliveries/delivery-attempt.entity';
import { DeliveryJob } from '../deliveries/delivery-job.entity';
import {
  DeadLetterResponseDto,
  DeliveryAttemptResponseDto,
  DeliveryJobResponseDto,
  EventDetailResponseDto,
  EventResponseDto,
  ListEventsQueryDto,
} from './dto/event.dto';
import { WebhookEvent } from './event.entity';

const DEFAULT_LIMIT = 50;
const EVENT_ID_PATTERN = /^evt_[0-9A-HJKMNP-TV-Z]{26}$/i;

@Injectable()
export class EventsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(auth: AuthContext, query: ListEventsQueryDto): Promise<Page<EventResponseDto>> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.filtered(auth, query, query.cursor ? decodeCursor(query.cursor) : null)
      .limit(limit + 1)
      .getMany();
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map(EventResponseDto.from),
      next_cursor: rows.length > limit && last ? encodeCursor({ at: last.receivedAt, id: last.id }) : null,
    };
  }

  /**
   * The events matching the list filters, newest first, one keyset page at a time: constant
   * memory however many rows match (the CSV export).
   */
  async *pages(auth: AuthContext, query: ListEventsQueryDto, pageSize = 2000): AsyncGenerator<WebhookEvent[]> {
    let after: TimeCursor | null = null;
    for (;;) {
      const rows: WebhookEvent[] = await this.filtered(auth, query, after).limit(pageSize).getMany();
      if (rows.length > 0) yield rows;
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1];
      after = { at: last.receivedAt, id: last.id };
    }
  }

  /** The ids of the destinations each event has jobs for. */
  async destinationIds(auth: AuthContext, eventIds: string[]): Promise<Map<string, string[]>> {
    const rows = (await this.db.query(
      `SELECT event_id, array_agg(DISTINCT destination_id::text) AS ids FROM delivery_jobs
        WHERE organization_id = $1 AND event_id = ANY($2) GROUP BY event_id`,
      [auth.organizationId, eventIds],
    )) as { event_id: string; ids: string[] }[];
    return new Map(rows.map((row) => [row.event_id, row.ids.sort()]));
  }

  private filtered(auth: AuthContext, query: ListEventsQueryDto, after: TimeCursor | null): SelectQueryBuilder<WebhookEvent> {
    const qb = this.db
      .getRepository(WebhookEvent)
      .createQueryBuilder('e')
      .where('e.organization_id = :org', { org: auth.organizationId });
    if (query.projectId) qb.andWhere('e.project_id = :projectId', { projectId: query.projectId });
    if (query.endpointId) qb.andWhere('e.endpoint_id = :endpointId', { endpointId: query.endpointId });
    if (query.status) qb.andWhere('e.status = ANY(:statuses)', { statuses: query.status });
    if (query.payloadHash) qb.andWhere('e.payload_sha256 = :hash', { hash: query.payloadHash.toLowerCase() });
    if (query.receivedFrom) qb.andWhere('e.received_at >= :from', { from: new Date(query.receivedFrom) });
    if (query.receivedTo) qb.andWhere('e.received_at < :to', { to: new Date(query.receivedTo) });
    if (query.destinationId) {
      qb.andWhere(
        'EXISTS (SELECT 1 FROM delivery_jobs j WHERE j.event_id = e.id AND j.organization_id = :org AND j.destination_id = :destinationId)',
        { destinationId: query.destinationId },
      );
    }
    if (query.responseStatus) {
      const [low, high] = statusRange(query.responseStatus);
      qb.andWhere(
        'EXISTS (SELECT 1 FROM delivery_attempts a WHERE a.event_id = e.id AND a.organization_id = :org AND a.response_status BETWEEN :low AND :high)',
        { low, high },
      );
    }
    if (query.search) {
      // CONTRACT §4: every search match is case-insensitive, the exact idempotency_key one included.
      const search = query.search.toLowerCase();
      const like = `%${escapeLike(search)}%`;
      const prefix = `${escapeLike(search)}%`;
      qb.andWhere(
        new Brackets((where) => {
          where
            .where('lower(e.event_id) LIKE :prefix', { prefix })
            .orWhere('e.payload_sha256 LIKE :prefix')
            .orWhere('lower(e.idempotency_key) = :search', { search })
            .orWhere('lower(e.content_type) LIKE :like', { like })
            .orWhere(
              'EXISTS (SELECT 1 FROM delivery_attempts a WHERE a.event_id = e.id AND a.organization_id = :org AND lower(a.error_message) LIKE :like)',
            );
        }),
      );
    }
    if (after) qb.andWhere('(e.received_at, e.id) < (:afterAt, :afterId)', { afterAt: after.at, afterId: after.id });
    return qb.orderBy('e.received_at', 'DESC').addOrderBy('e.id', 'DESC');
  }

  /** By internal UUID or `evt_` id; another organization's event is a plain 404. */
  async findEvent(auth: AuthContext, eventId: string): Promise<WebhookEvent> {
    const repository = this.db.getRepository(WebhookEvent);
    let event: WebhookEvent | null = null;
    if (UUID_PATTERN.test(eventId)) event = await repository.findOneBy({ id: eventId.toLowerCase(), organizationId: auth.organizationId });
    else if (EVENT_ID_PATTERN.test(eventId)) event = await repository.findOneBy({ eventId: `evt_${eventId.slice(4).toUpperCase()}`, organizationId: auth.organizationId });
    else throw problems.validation([{ field: 'eventId', message: 'must be a UUID or an evt_ identifier' }]);
    if (!event) throw problems.notFound('event');
    return event;
  }

  async detail(auth: AuthContext, eventId: string): Promise<EventDetailResponseDto> {
    const event = await this.findEvent(auth, eventId);
    const scope = { eventId: event.id, organizationId: auth.organizationId };
    const [jobs, attempts, deadLetters] = await Promise.all([
      this.db.getRepository(DeliveryJob).find({ where: scope, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.db.getRepository(DeliveryAttempt).find({ where: scope, order: { createdAt: 'ASC', attemptNumber: 'ASC' } }),
      this.db.getRepository(DeadLetter).find({ where: scope, order: { deadLetteredAt: 'ASC' } }),
    ]);
    return {
      ...EventResponseDto.from(event),
      delivery_jobs: jobs.map(DeliveryJobResponseDto.from),
      delivery_attempts: attempts.map(DeliveryAttemptResponseDto.from),
      dead_letters: deadLetters.map(DeadLetterResponseDto.from),
    };
  }
}

function statusRange(value: string): [number, number] {
  if (value.endsWith('xx')) {
    const base = Number(value[0]) * 100;
    return [base, base + 99];
  }
  return [Number(value), Number(value)];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
