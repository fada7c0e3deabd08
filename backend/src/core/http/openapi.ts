import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { documentedWebhooks, webhooksSection } from './openapi-webhooks';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_VERSION } from './api-version';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: { in: string }[];
  'x-required-scope'?: string;
};

const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details; `code` is the stable machine-readable part.',
  required: ['type', 'title', 'status', 'code', 'detail', 'request_id'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string', example: 'Forbidden' },
    status: { type: 'integer', example: 403 },
    code: { type: 'string', example: 'insufficient_scope' },
    detail: { type: 'string' },
    request_id: { type: 'string' },
    required_scope: { type: 'string', description: 'insufficient_scope only' },
    reason: {
      type: 'string',
      description: 'signature_invalid only: which check of sender verification failed',
      enum: [
        'missing_header',
        'malformed_header',
        'signature_mismatch',
        'credentials_mismatch',
        'timestamp_outside_tolerance',
        'secrets_unreadable',
      ],
    },
    errors: {
      type: 'array',
      description: 'validation_failed only',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

/** A problem answer and the `code`s it can carry (CONTRACT §1), as an enum a client can switch on. */
const problem = (codes: string[], extra: Record<string, unknown> = {}) => ({
  description: codes.join(', '),
  ...extra,
  content: {
    'application/problem+json': {
      schema: { allOf: [{ $ref: '#/components/schemas/Problem' }, { type: 'object', properties: { code: { enum: codes } } }] },
    },
  },
});

const ALLOW = { headers: { Allow: { description: 'the methods the path serves', schema: { type: 'string' } } } };
const METHOD_NOT_ALLOWED = problem(['method_not_allowed'], ALLOW);
const RETRY_AFTER = { headers: { 'Retry-After': { description: 'seconds to wait', schema: { type: 'integer' } } } };

/** The 409 codes of the routes whose action the state can forbid (CONTRACT §1, §4, §7). */
const CONFLICTS: Record<string, string[]> = {
  'post /api/events/{eventId}/retry': ['event_archived'],
  'post /api/events/{eventId}/replay': ['no_active_destinations', 'event_archived'],
  'post /api/delivery-jobs/{jobId}/retry': ['not_retryable', 'event_archived'],
  'post /api/api-keys/{keyId}/revoke': ['already_revoked'],
  'post /api/auth/signup': ['email_taken'],
  'post /api/events/bulk-retry': ['idempotency_in_progress'],
  'post /api/events/bulk-replay': ['idempotency_in_progress'],
  'post /api/operations/{operationId}/cancel': ['operation_finished'],
  'post /api/endpoints/{endpointId}/verification/secrets': ['too_many_secrets'],
  'delete /api/endpoints/{endpointId}/verification/secrets/{secretId}': ['last_secret'],
};

/** The routes that take an Idempotency-Key besides ingest: 422 when a key comes back with another request. */
const IDEMPOTENT_POSTS = new Set(['post /api/events/bulk-retry', 'post /api/events/bulk-replay']);

/** The error answers each route can give, derived from what it declares (path ids, body, credentials), added to the generated document. */
function errorResponses(path: string, method: string, operation: Operation, referencesIds: boolean): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    '400': problem(['validation_failed']),
    '405': METHOD_NOT_ALLOWED,
    '500': problem(['internal_error']),
  };
  if (method !== 'get') {
    // Any body is read and checked, whether the route takes one or not.
    responses['413'] = problem(['payload_too_large']);
    responses['415'] = problem(['unsupported_media_type']);
  }
  if (path.startsWith('/api/ingest/')) {
    return {
      ...responses,
      '401': problem(['invalid_endpoint_token', 'signature_invalid'], {
        description:
          'invalid_endpoint_token; signature_invalid: the endpoint verifies its senders and this request failed (`reason` says which check)',
      }),
      '403': problem(['endpoint_disabled']),
      '404': problem(['not_found'], { description: 'not_found: no token in the path' }),
      '414': problem(['uri_too_long']),
      '409': problem(['idempotency_in_progress']),
      '422': problem(['idempotency_key_reused']),
      '429': problem(['rate_limited'], RETRY_AFTER),
      '500': problem(['storage_failure', 'internal_error']),
    };
  }
  const unsafe = method !== 'get';
  const security = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (operation['x-required-scope']) {
    responses['401'] = problem(['missing_credentials', 'invalid_api_key', 'api_key_revoked', 'api_key_expired', 'unauthenticated']);
    responses['403'] = problem(['insufficient_scope', ...(unsafe ? ['csrf_failed'] : [])]);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  } else if (security.length > 0) {
    responses['401'] = problem(['unauthenticated']);
    if (unsafe) responses['403'] = problem(['csrf_failed']);
  }
  if (path === '/api/auth/login') {
    responses['401'] = problem(['invalid_credentials']);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  }
  if (path === '/api/auth/signup') {
    responses['403'] = problem(['signup_disabled']);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  }
  if (/\{[^}]+\}/.test(path) || referencesIds) responses['404'] = problem(['not_found']);
  // A path parameter longer than the router takes (500 characters).
  if (/\{[^}]+\}/.test(path)) responses['414'] = problem(['uri_too_long']);
  const conflicts = CONFLICTS[`${method} ${path}`];
  if (conflicts) responses['409'] = problem(conflicts);
  if (IDEMPOTENT_POSTS.has(`${method} ${path}`)) responses['422'] = problem(['idempotency_key_reused']);
  return responses;
}

/** Whether the operation's JSON body names another resource by id (`…_id`), which may be unknown or another organization's (404). */
function bodyReferencesIds(document: OpenAPIObject, operation: Operation): boolean {
  const ref = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)?.content?.[
    'application/json'
  ]?.schema?.$ref;
  const schema = ref ? (document.components?.schemas?.[ref.split('/').pop()!] as { properties?: Record<string, unknown> }) : undefined;
  return Object.keys(schema?.properties ?? {}).some((name) => name.endsWith('_id'));
}

/** The routes outside the generated controllers' document: health, metrics and the document itself. */
const OPERATIONS_PATHS = {
  '/healthz': {
    get: {
      operationId: 'healthz',
      summary: 'Liveness: the process answers',
      tags: ['operations'],
      security: [],
      responses: {
        '200': {
          description: 'up',
          content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } } },
        },
        '405': METHOD_NOT_ALLOWED,
      },
    },
  },
  '/readyz': {
    get: {
      operationId: 'readyz',
      summary: 'Readiness: PostgreSQL and Redis answer',
      tags: ['operations'],
      security: [],
      responses: {
        '200': {
          description: 'ready',
          content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } } },
        },
        '405': METHOD_NOT_ALLOWED,
        '503': problem(['not_ready']),
      },
    },
  },
  '/metrics': {
    get: {
      operationId: 'metrics',
      summary: 'Prometheus metrics (text format); 404 when METRICS_ENABLED=false',
      tags: ['operations'],
      security: [],
      responses: {
        '200': { description: 'metrics', content: { 'text/plain': { schema: { type: 'string' } } } },
        '404': problem(['not_found']),
        '405': METHOD_NOT_ALLOWED,
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'openapi',
      summary: 'This document (OpenAPI 3.1)',
      tags: ['operations'],
      security: [],
      responses: {
        '200': { description: 'the document', content: { 'application/json': { schema: { type: 'object' } } } },
        '405': METHOD_NOT_ALLOWED,
      },
    },
  },
};

/** Who may call an operation, in words, from its security and scope. */
function whoMayCall(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (operation['x-required-scope']) return `An API key with the ${operation['x-required-scope']} scope, or a dashboard session.`;
  if (schemes.includes('session')) return 'A dashboard session only (API keys are refused).';
  return 'No credentials.';
}

const TAG_DESCRIPTIONS: Record<string, string> = {
  operations: 'Health, readiness, metrics and this document',
};

function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hookyard API')
    .setDescription('Webhook intake and delivery. Errors are RFC 9457 problem details (application/problem+json).')
    .setVersion(API_VERSION)
    .setOpenAPIVersion('3.1.0')
    .addServer('/', 'the server this document came from')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API key: hyk_…' }, 'bearer')
    .addCookieAuth('hookyard_session', { type: 'apiKey', in: 'cookie', name: 'hookyard_session' }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller: string, method: string) => method,
    extraModels: documentedWebhooks().map((webhook) => webhook.model),
  });
  if (documentedWebhooks().length > 0) (document as { webhooks?: unknown }).webhooks = webhooksSection();
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Problem: PROBLEM_SCHEMA as never } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      operation.responses = { ...errorResponses(path, method, operation, bodyReferencesIds(document, operation)), ...operation.responses };
      // CONTRACT §3: any media type, any bytes (empty included), stored as they came.
      if (path.startsWith('/api/ingest/')) operation.requestBody = { required: false, content: { '*/*': { schema: {} } } };
    }
  }
  document.paths = { ...document.paths, ...(OPERATIONS_PATHS as unknown as OpenAPIObject['paths']) };
  const tags = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item as Record<string, Operation>)) {
      operation.description ??= `${operation.summary ?? ''}. ${whoMayCall(operation)}`;
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  document.tags = [...tags].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return document;
}

/** GET /api/openapi.json (generated from the code) and a rendered reference at GET /api/docs. */
export function setUpOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', yamlDocumentUrl: 'api/openapi.yaml' });
}
