import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_VERSION } from './api-version';

type Operation = {
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
    errors: {
      type: 'array',
      description: 'validation_failed only',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The error answers each kind of route can give (CONTRACT §1), added to the generated document. */
function errorResponses(path: string, method: string, operation: Operation): Record<string, unknown> {
  const responses: Record<string, unknown> = { '400': problem('validation_failed'), '500': problem('internal_error') };
  if (path.startsWith('/api/ingest/')) {
    return {
      ...responses,
      '401': problem('invalid_endpoint_token'),
      '403': problem('endpoint_disabled'),
      '409': problem('idempotency_in_progress'),
      '413': problem('payload_too_large'),
      '422': problem('idempotency_key_reused'),
      '429': problem('rate_limited (Retry-After)'),
    };
  }
  const security = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
  if (security.length > 0) {
    responses['401'] = problem(
      operation['x-required-scope'] ? 'missing_credentials, invalid_api_key, api_key_revoked, api_key_expired' : 'unauthenticated',
    );
    const forbidden = [operation['x-required-scope'] && 'insufficient_scope', method !== 'get' && 'csrf_failed'].filter(Boolean);
    if (forbidden.length) responses['403'] = problem(forbidden.join(', '));
    if (operation['x-required-scope']) responses['429'] = problem('rate_limited (per API key)');
  }
  if (/\{[^}]+\}/.test(path)) responses['404'] = problem('not_found (also for another organization’s resource)');
  if (method === 'post' && /\/(retry|replay|revoke)$/.test(path)) responses['409'] = problem('the state forbids the action');
  return responses;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Hookyard API')
    .setDescription('Webhook intake and delivery. Errors are RFC 9457 problem details (application/problem+json).')
    .setVersion(API_VERSION)
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API key: hyk_…' }, 'bearer')
    .addCookieAuth('hookyard_session', { type: 'apiKey', in: 'cookie', name: 'hookyard_session' }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controller: string, method: string) => method,
  });
  document.components = { ...document.components, schemas: { ...document.components?.schemas, Problem: PROBLEM_SCHEMA as never } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      operation.responses = { ...errorResponses(path, method, operation), ...operation.responses };
    }
  }
  return document;
}

/** GET /api/openapi.json (generated from the code) and a rendered reference at GET /api/docs. */
export function setUpOpenApi(app: NestFastifyApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/openapi.json', yamlDocumentUrl: 'api/openapi.yaml' });
}
