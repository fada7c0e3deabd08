import { isIn, isInt, isUUID, length, matches, max, min } from 'class-validator';
import { isRfc3339DateTime } from '../../../core/http/date-time';
import { queryBoolean } from '../../../core/http/query-boolean';
import { EVENT_STATUSES, EventStatus } from '../event.entity';
import { eventTypeList, eventTypePatternsError } from '../event-type-patterns';
import { EVENT_REFERENCE, limitNumber, ListEventsQueryDto, PAYLOAD_HASH, RESPONSE_STATUS, statusList } from './event.dto';

const given = (value: unknown): boolean => value !== undefined && value !== null; // @IsOptional()
const uuid = (value: unknown): value is string => isUUID(value);
const text = (value: unknown): value is string => typeof value === 'string' && length(value, 1, 200);
/** @Matches(pattern) (which refuses any non-string too). */
const matching = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && matches(value, pattern);

/**
 * GET /api/events's query, checked by hand with class-validator's own predicates and the DTO's own
 * transforms: the list is the hot read path, and class-transformer plus class-validator cost more
 * than the rest of its work in Node. Any doubt (an invalid value, an unexpected type) answers
 * `undefined`, and the validation pipe then runs class-validator as before: the 400s are unchanged.
 */
export function acceptListEventsQuery(query: Record<string, unknown>): ListEventsQueryDto | undefined {
  const dto = new ListEventsQueryDto();
  const { projectId, endpointId, destinationId, search, payloadHash, responseStatus, receivedFrom, receivedTo, cursor, newerThan } = query;
  if (given(projectId)) {
    if (!uuid(projectId)) return undefined;
    dto.projectId = projectId;
  }
  if (given(endpointId)) {
    if (!uuid(endpointId)) return undefined;
    dto.endpointId = endpointId;
  }
  if (given(query.includeNotifications)) {
    const include = queryBoolean(query.includeNotifications);
    if (typeof include !== 'boolean') return undefined;
    dto.includeNotifications = include;
  }
  if (given(destinationId)) {
    if (!uuid(destinationId)) return undefined;
    dto.destinationId = destinationId;
  }
  if (given(query.status)) {
    const status = statusList(query.status);
    if (!Array.isArray(status) || !status.every((one) => isIn(one, EVENT_STATUSES))) return undefined;
    dto.status = status as EventStatus[];
  }
  if (given(query.eventType)) {
    const eventType = eventTypeList(query.eventType);
    if (eventTypePatternsError(eventType) !== null) return undefined;
    dto.eventType = eventType as string[];
  }
  if (given(search)) {
    if (!text(search)) return undefined;
    dto.search = search;
  }
  if (given(payloadHash)) {
    if (!matching(payloadHash, PAYLOAD_HASH)) return undefined;
    dto.payloadHash = payloadHash;
  }
  if (given(responseStatus)) {
    if (!matching(responseStatus, RESPONSE_STATUS)) return undefined;
    dto.responseStatus = responseStatus;
  }
  if (given(receivedFrom)) {
    if (!isRfc3339DateTime(receivedFrom)) return undefined;
    dto.receivedFrom = receivedFrom;
  }
  if (given(receivedTo)) {
    if (!isRfc3339DateTime(receivedTo)) return undefined;
    dto.receivedTo = receivedTo;
  }
  if (given(query.limit)) {
    const limit = limitNumber(query.limit);
    if (!isInt(limit) || !min(limit, 1) || !max(limit, 250)) return undefined;
    dto.limit = limit as number;
  }
  if (given(cursor)) {
    if (!text(cursor)) return undefined;
    dto.cursor = cursor;
  }
  if (given(newerThan)) {
    if (!matching(newerThan, EVENT_REFERENCE)) return undefined;
    dto.newerThan = newerThan;
  }
  return dto;
}
