import type { DeliveryAttempt } from '../../api/types';
import { formatBytes } from './response-body';

/** What the delivery would have been without the transformation: a POST to the destination's URL of the body received. */
export interface UntransformedRequest {
  /** The destination's URL (null once it is deleted). */
  url: string | null;
  /** The size of the body received. */
  sizeBytes: number;
}

export interface TransformationChange {
  label: string;
  /** What went without the transformation; null when unknown. */
  before: string | null;
  after: string;
  changed: boolean;
}

/**
 * What a transformation changed in a delivery, from the read API's `transformed_request` and the
 * names of the headers sent: method, URL host and path, header names and body size. Nothing of the
 * body (the API never answers it).
 */
export function transformationChanges(
  attempt: Pick<DeliveryAttempt, 'transformed_request' | 'request_headers'>,
  untransformed: UntransformedRequest,
): TransformationChange[] {
  const request = attempt.transformed_request;
  if (request === null) return [];
  const url = untransformed.url === null ? null : new URL(untransformed.url);
  const row = (label: string, before: string | null, after: string) => ({
    label,
    before,
    after,
    changed: before !== null && before !== after,
  });
  const rows = [
    row('Method', 'POST', request.method),
    row('Host', url?.host ?? null, request.host),
    row('Path', url?.pathname ?? null, request.path),
    row('Headers sent', null, Object.keys(attempt.request_headers).sort().join(', ') || 'none'),
  ];
  if (request.body_size_bytes !== null) {
    rows.push(row('Body size', formatBytes(untransformed.sizeBytes), formatBytes(request.body_size_bytes)));
  }
  return rows;
}
