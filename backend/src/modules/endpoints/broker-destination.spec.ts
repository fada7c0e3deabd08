import fc from 'fast-check';
import {
  brokerFieldsProblems,
  destinationUrlProblem,
  expandTemplate,
  redactedUrl,
  splitCredentials,
  templateProblem,
  UNTYPED,
} from './broker-destination';

describe('broker destinations: URLs, credentials and templates', () => {
  const scheme = fc.constantFrom('amqp', 'amqps', 'nats', 'tls', 'mqtt', 'mqtts');

  it('keeps a user-info out of the stored URL but the user name, and answers it redacted', () => {
    fc.assert(
      fc.property(scheme, fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (protocol, user, password) => {
        const url = `${protocol}://${encodeURIComponent(user)}:${encodeURIComponent(password)}@broker.example.test:1234`;
        const split = splitCredentials(url);
        expect(split.credentials).toEqual({ username: user, password });
        expect(split.url).toBe(`${protocol}://${encodeURIComponent(user)}@broker.example.test:1234`);
        expect(redactedUrl(split.url, true)).toBe(`${protocol}://${encodeURIComponent(user)}:[redacted]@broker.example.test:1234`);
      }),
    );
  });

  it('seals a lone user name (a token) whole and answers [redacted]@ in its place', () => {
    fc.assert(
      fc.property(scheme, fc.string({ minLength: 1 }), (protocol, token) => {
        const split = splitCredentials(`${protocol}://${encodeURIComponent(token)}@broker.example.test`);
        expect(split).toEqual({ url: `${protocol}://broker.example.test`, credentials: { username: token, password: '' } });
        expect(redactedUrl(split.url, true)).toBe(`${protocol}://[redacted]@broker.example.test`);
      }),
    );
    expect(redactedUrl('nats://broker.example.test', false)).toBe('nats://broker.example.test');
  });

  it('expands placeholders into values each field can hold, whatever the event type', () => {
    const rules = {
      exchange: (value: string) => /^[A-Za-z0-9._:-]*$/.test(value),
      // eslint-disable-next-line no-control-regex -- control characters are what it refuses
      routing_key: (value: string) => !/[\x00-\x1f\x7f]/.test(value),
      subject: (value: string) => !/[\s*>]/.test(value),
      // eslint-disable-next-line no-control-regex -- control characters are what it refuses
      topic: (value: string) => !/[+#\x00]/.test(value),
    };
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(rules) as (keyof typeof rules)[])), fc.option(fc.string()), (field, eventType) => {
        const expanded = expandTemplate(field, 'a.{event_type}.{endpoint_id}', { eventType, endpointId: 'e1' });
        expect(rules[field](expanded)).toBe(true);
        expect(expanded.endsWith('.e1')).toBe(true);
        if (eventType === null) expect(expanded).toBe(`a.${UNTYPED}.e1`);
      }),
    );
    expect(expandTemplate('subject', 'hooks.{event_type}', { eventType: 'invoice.paid', endpointId: 'x' })).toBe('hooks.invoice.paid');
  });

  it.each([
    ['subject', 'a.{event_type}', null],
    ['subject', 'a.{eventtype}', 'subject may use only the placeholders {event_type} and {endpoint_id}'],
    ['subject', 'a..b', expect.stringContaining('dot-separated tokens')],
    ['subject', 'a.>', expect.stringContaining('wildcards')],
    ['topic', 'a/+/b', expect.stringContaining('wildcards')],
    ['topic', '', expect.stringContaining('not empty')],
    ['exchange', '', null],
    ['exchange', 'a b', expect.stringContaining('letters, digits')],
    ['routing_key', 'x'.repeat(256), 'routing_key must be at most 255 characters'],
  ] as const)('%s %j: %j', (field, value, problem) => {
    expect(templateProblem(field, value)).toEqual(problem);
  });

  it('asks each type for its own fields and refuses those of another', () => {
    expect(brokerFieldsProblems('amqp', { exchange: 'e' }, true)).toEqual([
      { field: 'routing_key', message: 'routing_key is required for a amqp destination' },
    ]);
    expect(brokerFieldsProblems('amqp', { exchange: 'e' }, false)).toEqual([]);
    expect(brokerFieldsProblems('http', { topic: 't' }, true)).toEqual([
      { field: 'topic', message: 'topic is only for mqtt destinations' },
    ]);
  });

  it('judges a URL by the type, or on PATCH by its scheme', () => {
    expect(destinationUrlProblem('amqp', 'amqp://u:p@h:5672/vhost')).toBeNull();
    expect(destinationUrlProblem('nats', 'amqp://h')).toContain('nats:// or tls://');
    expect(destinationUrlProblem('http', 'https://u:p@h/')).toBe('url must not carry a user name or password');
    expect(destinationUrlProblem(undefined, 'mqtts://h')).toBeNull();
    expect(destinationUrlProblem(undefined, 'ftp://h')).toBe('url must be an absolute http or https URL');
  });
});
