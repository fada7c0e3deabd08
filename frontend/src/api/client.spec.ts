// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError, unwrap } from './client';

const answer = <D, E>(response: Response, data?: D, error?: E) => Promise.resolve({ data, error, response });

describe('unwrap', () => {
  it('gives the body of a 2xx answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 299 }).filter((s) => s !== 204 && s !== 205),
        fc.jsonValue(),
        async (status, body) => {
          expect(await unwrap(answer(new Response(null, { status }), body))).toEqual(body);
        },
      ),
    );
  });

  it('turns a problem answer into an ApiError with its status, code, detail, request id and field errors', async () => {
    const problem = fc.record({
      code: fc.stringMatching(/^[a-z_]{1,30}$/),
      detail: fc.string({ minLength: 1 }),
      request_id: fc.uuid(),
      errors: fc.array(fc.record({ field: fc.string(), message: fc.string() }), { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), problem, async (status, body) => {
        const error = await unwrap(answer(new Response(null, { status }), undefined, body)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status, code: body.code, detail: body.detail, requestId: body.request_id, errors: body.errors });
      }),
    );
  });

  it('names a network failure and an answer without a problem body', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await expect(unwrap(answer(new Response(null, { status: 502, statusText: 'Bad Gateway' }), undefined, 'oops'))).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      detail: '502 Bad Gateway',
    });
    expect(toApiError(new Error('x'))).toMatchObject({ code: 'client_error' });
  });
});
