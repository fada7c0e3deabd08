import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import {
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  createTenant,
  ingest,
  sessionHeaders,
  signup,
} from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Every operation of the served API document, called with generated input — valid values, boundary
 * values, wrong types, hostile strings (control characters, lone surrogates, very long, odd
 * Unicode), nulls, deep nesting, out-of-range numbers and dates — with a valid key or session:
 * never a 5xx; every 4xx is problem+json with a `code`; every 2xx matches its documented schema.
 * Seeded: a failure prints its seed (`FUZZ_SEED=… npm test -w backend -- api-fuzz` replays it).
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  security: string[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
        security?: Record<string, unknown>[];
        responses: Operation['responses'];
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 2 ** 31);

const HOSTILE = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\ud800',
    'x\udfffy',
    '\u202e\u200b\ufeff',
    '😀'.repeat(300),
    'x'.repeat(5000),
    '../../../etc/passwd',
    '%00%ff',
    "' OR 1=1 --",
    '{{7*7}}',
    '9999-99-99T99:99:99Z',
    '0000-01-01T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00.001Z',
    '2026-02-30T10:00:00Z',
    '2026-11-22T24:00:00Z',
    '2026-11-22',
    '1e309',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'true',
    'null',
    '[]',
    'evt_',
    'evt_ZZZZZZZZZZZZZZZZZZZZZZZZZZ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** Nested arrays and objects far deeper than any schema. */
const DEEP = fc.integer({ min: 20, max: 100 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const WRONG_TYPE = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.string({ maxLength: 10 }),
);

/** A generated value as URL text (a URL cannot carry a lone surrogate: it becomes U+FFFD, as a browser sends it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const textOf = (value: unknown): string =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')).replace(LONE_SURROGATE, '\ufffd');

const EARLIEST = Date.parse('0001-01-01T00:00:00Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

describe('every operation of the API document under generated input (fast-check)', () => {
  let api: TestApp;
  let document: Document;
  let ajv: Ajv2020;
  /** Ids a path parameter may take: this organization's, another organization's, and unknown ones. */
  const ids: Record<string, string[]> = {};
  let sessionFor: Record<string, string>;
  let keyFor: Record<string, string>;
  let ingestToken: string;

  beforeAll(async () => {
    api = await startTestApp({
      API_RATE_PER_SECOND: '100000',
      API_RATE_BURST: '100000',
      INGEST_RATE_PER_SECOND: '100000',
      INGEST_RATE_BURST: '100000',
    });
    document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as Document;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: document.components });

    const own = await createTenant(api.url, 'http://127.0.0.1:9/hook');
    const other = await createTenant(api.url, 'http://127.0.0.1:9/hook');
    sessionFor = sessionHeaders(own.session);
    keyFor = bearer(own.key);
    // The routes may revoke keys, rotate tokens and delete destinations: they act on spares, never
    // on the key, session and token the suite itself uses.
    const spareEndpoint = await createEndpoint(api.url, own.key, 'spare');
    const spareDestination = await createDestination(api.url, own.key, spareEndpoint.id, 'http://127.0.0.1:9/spare');
    const spareKey = (await fetch(`${api.url}/api/api-keys`, { headers: sessionFor }).then((r) => r.json())) as { data: { id: string }[] };
    await createApiKey(api.url, own.session);
    ingestToken = own.endpoint.token;
    const accepted = await ingest(api.url, own.endpoint.token, '{"fuzz":true}').expect(202);
    const otherEvent = await ingest(api.url, other.endpoint.token, '{"fuzz":true}').expect(202);
    const detail = (await fetch(`${api.url}/api/events/${accepted.body.event_id}`, { headers: keyFor }).then((r) => r.json())) as {
      id: string;
      delivery_jobs: { id: string }[];
    };
    const unknown = [randomUUID(), '00000000-0000-0000-0000-000000000000'];
    ids.endpointId = [spareEndpoint.id, other.endpoint.id, own.endpoint.id, ...unknown];
    ids.destinationId = [spareDestination.id, other.destination!.id, ...unknown];
    ids.keyId = [spareKey.data[0].id, ...unknown];
    ids.eventId = [accepted.body.event_id, detail.id, otherEvent.body.event_id, ...unknown];
    ids.jobId = [...detail.delivery_jobs.map((job) => job.id), ...unknown];
    ids.endpointToken = [ingestToken, 'not-a-token', ...unknown];
    const operation = async (key: string) =>
      (
        (await fetch(`${api.url}/api/events/bulk-retry`, {
          method: 'POST',
          headers: { ...bearer(key), 'content-type': 'application/json' },
          body: JSON.stringify({ status: ['failed'] }),
        }).then((r) => r.json())) as { id: string }
      ).id;
    ids.operationId = [await operation(own.key), await operation(other.key), 'op_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9', 'op_nope'];
    // Members: the suite's own person (the last owner: never demoted nor removed), another organization's, an invitation.
    ids.userId = [own.session.userId, other.session.userId, ...unknown];
    const invitation = await fetch(`${api.url}/api/invitations`, {
      method: 'POST',
      headers: { ...sessionFor, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `fuzz-${randomUUID()}@example.test`, role: 'viewer' }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    ids.invitationId = [invitation.id, ...unknown];
    // Sign-up makes organizations; the session used everywhere else is not touched by it.
    await signup(api.url);
  }, 60_000);

  afterAll(() => api.close());

  const resolve = (schema: Schema | undefined): Schema =>
    schema?.$ref ? resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : (schema ?? {});

  /** Values the schema allows, its boundaries included. */
  function validFor(raw: Schema | undefined, name = ''): fc.Arbitrary<unknown> {
    const schema = resolve(raw);
    const variants = schema.oneOf ?? schema.anyOf;
    if (variants) return fc.oneof(...variants.map((variant) => validFor(variant, name)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const types = ([] as string[]).concat(schema.type ?? 'string');
    const nullable = types.includes('null') || schema.nullable;
    const type = types.find((t) => t !== 'null') ?? 'string';
    let value: fc.Arbitrary<unknown>;
    if (type === 'integer' || type === 'number') {
      const min = schema.minimum ?? -1_000_000;
      const max = schema.maximum ?? 1_000_000;
      value = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
    } else if (type === 'boolean') value = fc.boolean();
    else if (type === 'array') value = fc.array(validFor(schema.items, name), { minLength: 1, maxLength: 3 });
    else if (type === 'object') value = objectFor(schema);
    else if (schema.format === 'uuid') value = ids[name] ? fc.oneof(fc.constantFrom(...ids[name]), fc.uuid()) : fc.uuid();
    else if (schema.format === 'date-time')
      value = fc.oneof(
        fc.date({ min: new Date(EARLIEST), max: new Date(LATEST), noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom('0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-11-22T10:15:30.123+14:00'),
      );
    else if (ids[name]) value = fc.constantFrom(...ids[name]);
    else value = fc.string({ minLength: schema.minLength ?? 1, maxLength: Math.min(schema.maxLength ?? 40, 80) });
    return nullable ? fc.option(value, { nil: null }) : value;
  }

  function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, anyFor(property, name)])), {
      requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
    });
  }

  /** Mostly valid, else hostile, null, another type, or deep. */
  const anyFor = (schema: Schema | undefined, name = ''): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 6, arbitrary: validFor(schema, name) },
      { weight: 2, arbitrary: HOSTILE },
      { weight: 1, arbitrary: WRONG_TYPE },
      { weight: 1, arbitrary: DEEP },
    );

  function operations(): Operation[] {
    return Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        security: (op.security ?? []).flatMap((entry) => Object.keys(entry)),
        responses: op.responses,
      })),
    );
  }

  interface Call {
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    body: unknown;
    useKey: boolean;
    twist: 'none' | 'anonymous' | 'other-method' | 'text-body' | 'huge-body';
  }

  function callFor(op: Operation): fc.Arbitrary<Call> {
    const path = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, anyFor(p.schema, p.name)]));
    const query = op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, anyFor(p.schema, p.name)] as const);
    const body = op.body
      ? fc.oneof(
          { weight: 8, arbitrary: anyFor(op.body) },
          { weight: 1, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
        )
      : fc.constant(undefined);
    return fc.record({
      path: fc.record(path),
      query: fc.record(Object.fromEntries(query), { requiredKeys: [] }),
      body,
      useKey: fc.boolean(),
      // Now and then: no credentials, another method on the path, a body of another type, or a body past the limit.
      twist: fc.constantFrom(
        ...(['none', 'none', 'none', 'none', 'none', 'none', 'anonymous', 'other-method', 'text-body', 'huge-body'] as const),
      ),
    });
  }

  /** The problem codes the document lists for an operation's status (empty when the status is not documented). */
  function documentedCodes(op: Operation, status: number): unknown[] {
    const schema = op.responses[String(status)]?.content?.['application/problem+json']?.schema as { allOf?: Schema[] } | undefined;
    return (schema?.allOf?.[1]?.properties?.code?.enum as unknown[] | undefined) ?? [];
  }

  /** The documented schema of an answer's status, if it has one. */
  function documentedSchema(op: Operation, status: number): Schema | undefined {
    const content = op.responses[String(status)]?.content;
    return content?.['application/json']?.schema;
  }

  // Logout and switching organization would end the session the suite uses; their own tests cover them.
  const fuzzed = () => operations().filter((op) => !['/api/auth/logout', '/api/auth/switch-organization'].includes(op.path));

  it('lists the operations it calls', () => {
    expect(fuzzed().length).toBeGreaterThanOrEqual(25);
  });

  it('never answers 5xx; 4xx is problem+json with a code; 2xx matches the document', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of fuzzed()) {
      await fc
        .assert(
          fc.asyncProperty(callFor(op), async (call) => {
            let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(textOf(call.path[name])));
            const query = new URLSearchParams();
            for (const [name, value] of Object.entries(call.query)) if (value !== undefined) query.set(name, textOf(value));
            if ([...query].length) url += `?${query}`;
            const useKey = op.security.includes('bearer') && (call.useKey || !op.security.includes('session'));
            const credentials = useKey ? keyFor : op.security.includes('session') ? sessionFor : {};
            const headers: Record<string, string> = call.twist === 'anonymous' ? {} : { ...credentials };
            const method = call.twist === 'other-method' ? (op.method === 'DELETE' ? 'PUT' : 'DELETE') : op.method;
            let body: string | undefined;
            if (call.body !== undefined && method !== 'GET') {
              headers['content-type'] = call.twist === 'text-body' ? 'text/plain' : 'application/json';
              body = JSON.stringify(call.body) ?? 'null';
            }
            if (call.twist === 'huge-body' && method !== 'GET') {
              headers['content-type'] = 'application/json';
              body = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
            }
            // The API's own answer, a redirect included (single sign-on's callback), not the page a browser would land on.
            const res = await fetch(`${api.url}${url}`, { method, headers, body, redirect: 'manual' });
            sent += 1;
            const text = await res.text();
            const where = `${op.method} ${url.slice(0, 200)} → ${res.status}`;
            expect([where, res.status < 500]).toEqual([where, true]);
            if (res.status >= 400) {
              expect([where, res.headers.get('content-type')]).toEqual([where, expect.stringMatching(/^application\/problem\+json/)]);
              const { code } = JSON.parse(text) as { code?: unknown };
              expect([where, typeof code]).toEqual([where, 'string']);
              // Documented for this operation, with this code among the status's codes.
              expect([where, code, documentedCodes(op, res.status)]).toEqual([where, code, expect.arrayContaining([code])]);
            } else {
              const schema = documentedSchema(op, res.status);
              if (schema && res.headers.get('content-type')?.startsWith('application/json')) {
                const reference = schema.$ref ? { $ref: `openapi#/components/schemas/${schema.$ref.split('/').pop()}` } : schema;
                const valid = ajv.validate(reference, JSON.parse(text));
                expect([where, valid ? [] : ajv.errors]).toEqual([where, []]);
              }
            }
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(
            `${op.method} ${op.path} (FUZZ_SEED=${SEED}): ${`${String((error.cause as Error)?.stack ?? '').slice(0, 900)} | ${error.message.slice(0, 400)}`}`,
          ),
        );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(fuzzed().length * RUNS_PER_OPERATION * 0.9);
  }, 240_000);
});
