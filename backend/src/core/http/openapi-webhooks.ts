/** A message Hookyard sends to notification URLs, for the OpenAPI 3.1 `webhooks` section. */
export interface DocumentedWebhook {
  name: string;
  summary: string;
  /** The class (with @ApiProperty decorators) of its JSON body. */
  model: new () => unknown;
}

const WEBHOOKS: DocumentedWebhook[] = [];

/** Registers a message type for the served document (a module does it for its own messages). */
export function documentWebhook(name: string, summary: string, model: new () => unknown): void {
  if (!WEBHOOKS.some((webhook) => webhook.name === name)) WEBHOOKS.push({ name, summary, model });
}

export function documentedWebhooks(): readonly DocumentedWebhook[] {
  return WEBHOOKS;
}

const SIGNATURE_HEADERS = [
  { name: 'webhook-id', description: 'the message id (evt_…); the same on every retry' },
  { name: 'webhook-timestamp', description: 'unix seconds when this attempt was signed' },
  { name: 'webhook-signature', description: 'v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the notification URL’s secret' },
];

/** The `webhooks` section: each message as a POST with the Standard Webhooks headers and its body schema. */
export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOKS.map(({ name, summary, model }) => [
      name,
      {
        post: {
          operationId: `webhook_${name.replace(/\./g, '_')}`,
          summary,
          description: `${summary}. Signed per Standard Webhooks.`,
          tags: ['notifications'],
          parameters: SIGNATURE_HEADERS.map((header) => ({ in: 'header', required: true, schema: { type: 'string' }, ...header })),
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${model.name}` } } } },
          responses: { '200': { description: 'Any 2xx answer acknowledges the message; anything else is retried' } },
        },
      },
    ]),
  );
}
