import { STATUS_CODES } from 'node:http';
import type { Response } from 'supertest';

const API_VERSION = '2026-11-01';

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  request_id: string;
  errors?: { field: string; message: string }[];
  [extra: string]: unknown;
}

/** docs/http.md, Conventions: every response carries X-Request-Id and Hookyard-Version. */
export function expectStandardHeaders(res: Response): void {
  expect(res.headers['x-request-id']).toEqual(expect.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/));
  expect(res.headers['hookyard-version']).toBe(API_VERSION);
}

/**
 * docs/http.md, Errors: an error is RFC 9457 problem JSON with type, title, status, code, detail and
 * request_id (the response's X-Request-Id). Returns the body for further checks.
 */
export function expectProblem(res: Response, status: number, code: string, extras: Record<string, unknown> = {}): Problem {
  const summary = `${res.status} ${JSON.stringify(res.body)}`;
  expect({ status: res.status, code: res.body?.code, summary }).toEqual({ status, code, summary });
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json\b/);
  expectStandardHeaders(res);
  const body = res.body as Problem;
  expect(body).toEqual(
    expect.objectContaining({
      type: 'about:blank',
      title: STATUS_CODES[status],
      status,
      code,
      detail: expect.any(String),
      request_id: res.headers['x-request-id'],
      ...extras,
    }),
  );
  expect(body.detail.length).toBeGreaterThan(0);
  // No stack traces or SQL leak into an error.
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+|QueryFailedError|SELECT |INSERT |UPDATE /);
  return body;
}

/** `400 validation_failed` whose `errors[]` names `field`. */
export function expectValidationProblem(res: Response, field: string): Problem {
  const body = expectProblem(res, 400, 'validation_failed');
  expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message: expect.any(String) })]));
  expect(body.detail).toContain(field); // for clients that show only detail
  return body;
}
