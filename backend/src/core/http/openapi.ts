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
  'x-required-role'?: string;
  'x-two-factor-setup'?: boolean;
};

/** Fields that some features' problems carry, registered by those features (see documentProblemField). */
const PROBLEM_FIELDS: Record<string, Record<string, unknown>> = {};

/**
 * Documents a field a feature adds to its problem answers (sender verification's `reason`) in the
 * Problem schema; the feature registers it with its own constants, which core may not import.
 */
export function documentProblemField(name: string, schema: Record<string, unknown>): void {
  PROBLEM_FIELDS[name] = schema;
}

const problemSchema = () => ({
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
    required_role: { type: 'string', enum: ['viewer', 'developer', 'admin', 'owner'], description: 'insufficient_role only' },
    ...PROBLEM_FIELDS,
    errors: {
      type: 'array',
      description: 'validation_failed only',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
});

/** A problem answer and the `code`s it can carry (docs/http.md, Errors), as an enum a client can switch on. */
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

/** The 409 codes of the routes whose action the state can forbid (docs/http.md, Errors). */
const CONFLICTS: Record<string, string[]> = {
  'post /api/events/{eventId}/retry': ['event_archived'],
  'post /api/events/{eventId}/replay': ['no_active_destinations', 'destination_not_active', 'event_archived'],
  'get /api/listeners/{destinationId}': ['not_a_listener'],
  'get /api/listeners/{destinationId}/stream': ['not_a_listener'],
  'post /api/listeners/{destinationId}/replies': ['not_a_listener'],
  'post /api/delivery-jobs/{jobId}/retry': ['not_retryable', 'event_archived'],
  'post /api/api-keys/{keyId}/revoke': ['already_revoked'],
  'post /api/auth/signup': ['email_taken'],
  'post /api/projects': ['project_name_taken'],
  'patch /api/projects/{projectId}': ['project_name_taken'],
  'delete /api/projects/{projectId}': ['project_not_empty'],
  'post /api/events/bulk-retry': ['idempotency_in_progress'],
  'post /api/events/bulk-replay': ['idempotency_in_progress'],
  'post /api/operations/{operationId}/cancel': ['operation_finished'],
  'post /api/endpoints/{endpointId}/verification/secrets': ['too_many_secrets'],
  'delete /api/endpoints/{endpointId}/verification/secrets/{secretId}': ['last_secret'],
  'patch /api/members/{userId}': ['last_owner'],
  'delete /api/members/{userId}': ['last_owner'],
  'post /api/invitations': ['already_member'],
  'post /api/auth/accept-invitation': ['already_member', 'email_taken'],
  'put /api/sso': ['sso_domain_taken'],
  'post /api/account/two-factor/setup': ['two_factor_already_enabled'],
  'post /api/account/two-factor/enable': ['two_factor_already_enabled', 'two_factor_not_set_up'],
  'post /api/account/two-factor/disable': ['two_factor_required_by_organization'],
};

/** Routes that check a password or a code inside a session: 403 for a wrong one, 429 past the person's limit. */
const REAUTHENTICATING: Record<string, string[]> = {
  'post /api/account/two-factor/enable': ['two_factor_invalid'],
  'post /api/account/two-factor/disable': ['two_factor_invalid', 'wrong_password'],
  'post /api/account/password': ['wrong_password'],
};

/** The account routes a session opened through single sign-on may not use (docs/http.md, Single sign-on): 403 sso_session. */
const NOT_FROM_SSO_SESSIONS = new Set([
  'post /api/account/two-factor/setup',
  'post /api/account/two-factor/enable',
  'post /api/account/two-factor/disable',
  'post /api/account/password',
]);

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
      '405': problem(['method_not_allowed'], {
        ...ALLOW,
        description: 'method_not_allowed: any method but POST on this path (GET, HEAD, PUT, …), whatever the token; Allow: POST',
      }),
      '414': problem(['uri_too_long']),
      '409': problem(['idempotency_in_progress']),
      '422': problem(['idempotency_key_reused']),
      '429': problem(['rate_limited'], RETRY_AFTER),
      '500': problem(['storage_failure', 'internal_error']),
    };
  }
  const unsafe = method !== 'get';
  const security = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  // A viewer holds every role a route can need, so only a route above it can refuse a session's role.
  const role = operation['x-required-role'] && operation['x-required-role'] !== 'viewer' ? ['insufficient_role'] : [];
  // A restricted session (docs/http.md, Two-factor and sessions) is refused everywhere but the two-factor setup routes.
  const restricted = operation['x-two-factor-setup'] ? [] : ['two_factor_setup_required'];
  const csrf = unsafe ? ['csrf_failed'] : [];
  if (operation['x-required-scope']) {
    responses['401'] = problem(['missing_credentials', 'invalid_api_key', 'api_key_revoked', 'api_key_expired', 'unauthenticated']);
    responses['403'] = problem(['insufficient_scope', ...role, ...csrf, ...restricted]);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  } else if (security.length > 0) {
    responses['401'] = problem(['unauthenticated']);
    const refusals = [
      ...role,
      ...csrf,
      ...restricted,
      ...(REAUTHENTICATING[`${method} ${path}`] ?? []),
      ...(NOT_FROM_SSO_SESSIONS.has(`${method} ${path}`) ? ['sso_session'] : []),
    ];
    if (refusals.length > 0) responses['403'] = problem(refusals);
    if (REAUTHENTICATING[`${method} ${path}`]) responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  }
  if (path === '/api/auth/login') {
    responses['401'] = problem(['invalid_credentials', 'two_factor_required', 'two_factor_invalid']);
    responses['403'] = problem(['no_organization', 'sso_required']);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  }
  if (path === '/api/auth/accept-invitation') {
    responses['401'] = problem(['invalid_credentials', 'two_factor_required', 'two_factor_invalid'], {
      description: 'the password sent is not the account’s; or the account has two-factor on and the code is missing or wrong',
    });
    responses['403'] = problem(['sign_in_required', 'sso_required'], {
      description: 'sign_in_required; sso_required: joined, but the organization signs this role in through single sign-on only',
    });
    responses['404'] = problem(['invitation_not_found']);
    responses['410'] = problem(['invitation_used', 'invitation_expired']);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  }
  if (path === '/api/auth/signup') {
    responses['403'] = problem(['signup_disabled']);
    responses['429'] = problem(['rate_limited'], RETRY_AFTER);
  }
  if (path === '/api/auth/switch-organization') responses['403'] = problem([...restricted, ...csrf, 'sso_required', 'sso_session']);
  if (path === '/api/auth/sso') {
    responses['404'] = problem(['sso_not_configured']);
    responses['502'] = problem(['sso_unavailable']);
  }
  if (path === '/api/sso') {
    if (method !== 'put') responses['404'] = problem(['not_found'], { description: 'not_found: the organization has no connection' });
    else responses['422'] = problem(['sso_discovery_failed']);
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
  if (schemes.includes('session') && operation['x-two-factor-setup']) {
    return 'A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).';
  }
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
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Problem: problemSchema() as never } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      operation.responses = { ...errorResponses(path, method, operation, bodyReferencesIds(document, operation)), ...operation.responses };
      // docs/http.md, Ingest: any media type, any bytes (empty included), stored as they came.
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
