import type { FieldError } from '../../core/http/problem';
import { isURL } from 'class-validator';
import { BROKER_TYPES, type BrokerFields, type BrokerType, type DestinationType } from './destination.entity';

/** The URL schemes of each broker type (the second with TLS), and their default ports. */
const BROKER_SCHEMES: Record<BrokerType, readonly [string, string]> = {
  amqp: ['amqp', 'amqps'],
  nats: ['nats', 'tls'],
  mqtt: ['mqtt', 'mqtts'],
};
const DEFAULT_PORTS: Record<string, number> = { amqp: 5672, amqps: 5671, nats: 4222, tls: 4222, mqtt: 1883, mqtts: 8883 };

/** The type fields each broker type takes (all required). */
const BROKER_FIELDS: Record<BrokerType, readonly (keyof BrokerFields)[]> = {
  amqp: ['exchange', 'routing_key'],
  nats: ['subject'],
  mqtt: ['topic'],
};
export const ALL_BROKER_FIELDS = ['exchange', 'routing_key', 'subject', 'topic'] as const;
/** The longest template: AMQP short strings (exchange, routing key) are at most 255 bytes. */
export const MAX_TEMPLATE_LENGTH: Record<keyof BrokerFields, number> = { exchange: 255, routing_key: 255, subject: 255, topic: 1024 };

export const REDACTED_PASSWORD = '[redacted]';
/** The value `{event_type}` takes for an event without a type. */
export const UNTYPED = 'untyped';

export function isBrokerType(type: DestinationType | undefined): type is BrokerType {
  return (BROKER_TYPES as readonly string[]).includes(type ?? '');
}

function parsed(url: string): URL | null {
  return URL.canParse(url) ? new URL(url) : null;
}

/** Why `url` is not a URL for a destination of broker type `type`, or null when it is. */
function brokerUrlProblem(type: BrokerType, url: string): string | null {
  const [plain, secure] = BROKER_SCHEMES[type];
  const wrongScheme = `url must be an absolute ${plain}:// or ${secure}:// URL for a ${type} destination`;
  const parts = parsed(url);
  if (!parts || ![`${plain}:`, `${secure}:`].includes(parts.protocol) || parts.hostname === '') return wrongScheme;
  if (parts.hash !== '') return 'url must not have a #fragment';
  if (type !== 'amqp' && parts.pathname !== '' && parts.pathname !== '/') return `url must not have a path for a ${type} destination`;
  return null;
}

/** The broker type whose scheme `url` has, if any. */
function brokerTypeOfUrl(url: string): BrokerType | null {
  const scheme = parsed(url)?.protocol.slice(0, -1) ?? '';
  return BROKER_TYPES.find((type) => BROKER_SCHEMES[type].includes(scheme)) ?? null;
}

/** A broker URL's user-info, decoded: the password, or a lone user name (a NATS token). */
export interface BrokerCredentials {
  username: string;
  password: string;
}

/**
 * The URL as stored and its credentials to seal: the user name stays in the URL when there is a
 * password (which leaves it); a lone user name (a token) leaves it whole.
 */
export function splitCredentials(url: string): { url: string; credentials: BrokerCredentials | null } {
  const parts = new URL(url);
  if (parts.username === '' && parts.password === '') return { url, credentials: null };
  const credentials = { username: decodeURIComponent(parts.username), password: decodeURIComponent(parts.password) };
  if (parts.password === '') parts.username = '';
  parts.password = '';
  return { url: parts.toString(), credentials };
}

/** The stored URL as answered: `amqp://guest:[redacted]@host:5672`, or `nats://[redacted]@host` for a token. */
export function redactedUrl(storedUrl: string, hasCredentials: boolean): string {
  return storedUrl.replace(
    /^([a-z][a-z0-9+.-]*:\/\/)(?:([^@/?#:]*)(?::[^@/?#]*)?@)?/i,
    (whole, scheme: string, user: string | undefined) => {
      if (user) return `${scheme}${user}:${REDACTED_PASSWORD}@`;
      return hasCredentials || whole !== scheme ? `${scheme}${REDACTED_PASSWORD}@` : scheme;
    },
  );
}

/** Where to connect: host (without IPv6 brackets), port, TLS or not, and the rest of the URL. */
export function brokerAddress(url: string): { host: string; port: number; tls: boolean; path: string } {
  const parts = new URL(url);
  const scheme = parts.protocol.slice(0, -1);
  return {
    host: parts.hostname.replace(/^\[|\]$/g, ''),
    port: parts.port === '' ? DEFAULT_PORTS[scheme] : Number(parts.port),
    tls: ['amqps', 'tls', 'mqtts'].includes(scheme),
    path: parts.pathname,
  };
}

const PLACEHOLDER = /\{(event_type|endpoint_id)\}/g;
/** What a template's literal parts may hold, per field (placeholders stand for a sample value while checking). */
const LITERAL_RULES: Record<keyof BrokerFields, { test: (text: string) => boolean; rule: string }> = {
  exchange: { test: (text) => /^[A-Za-z0-9._:-]*$/.test(text), rule: 'letters, digits, and . _ : - only' },
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  routing_key: { test: (text) => !/[\x00-\x1f\x7f]/.test(text), rule: 'no control characters' },
  subject: {
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    test: (text) => text.split('.').every((token) => /^[^\s*>\x00-\x1f\x7f]+$/.test(token)),
    rule: 'dot-separated tokens without spaces or the wildcards * and >',
  },
  topic: {
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    test: (text) => text !== '' && !/[+#\x00]/.test(text) && !text.startsWith('$'),
    rule: 'not empty, no wildcards + and #, no leading $',
  },
};

/** Why `value` is not a usable template for `field`, or null when it is. */
export function templateProblem(field: keyof BrokerFields, value: unknown): string | null {
  if (typeof value !== 'string') return `${field} must be a string`;
  if (value.length > MAX_TEMPLATE_LENGTH[field]) return `${field} must be at most ${MAX_TEMPLATE_LENGTH[field]} characters`;
  const literal = value.replace(PLACEHOLDER, 'x');
  if (/[{}]/.test(literal)) return `${field} may use only the placeholders {event_type} and {endpoint_id}`;
  if (!LITERAL_RULES[field].test(literal)) return `${field} must be a template of ${LITERAL_RULES[field].rule}`;
  return null;
}

/**
 * The field errors of a destination's type fields: each one its type takes must be there on
 * create (`creating`) and be a valid template; a field of another type is refused.
 */
export function brokerFieldsProblems(type: DestinationType, input: Partial<Record<keyof BrokerFields, unknown>>, creating: boolean) {
  const errors: FieldError[] = [];
  const own: readonly string[] = isBrokerType(type) ? BROKER_FIELDS[type] : [];
  for (const field of ALL_BROKER_FIELDS) {
    const value = input[field];
    if (!own.includes(field)) {
      if (value !== undefined) errors.push({ field, message: `${field} is only for ${fieldOwner(field)} destinations` });
    } else if (value === undefined) {
      if (creating) errors.push({ field, message: `${field} is required for a ${type} destination` });
    } else {
      const problem = templateProblem(field, value);
      if (problem) errors.push({ field, message: problem });
    }
  }
  return errors;
}

function fieldOwner(field: keyof BrokerFields): BrokerType {
  return BROKER_TYPES.find((type) => BROKER_FIELDS[type].includes(field))!;
}

/** Characters an expanded value may not bring into each field, replaced by `_`. */
const UNSAFE_IN_VALUE: Record<keyof BrokerFields, RegExp> = {
  exchange: /[^A-Za-z0-9._:-]/g,
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  routing_key: /[\x00-\x1f\x7f]/g,
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  subject: /[\s*>\x00-\x1f\x7f]/g,
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  topic: /[+#\x00]/g,
};

/** The template with its placeholders filled in (what they bring that the field may not hold becomes `_`). */
export function expandTemplate(
  field: keyof BrokerFields,
  template: string,
  values: { eventType: string | null; endpointId: string },
): string {
  return template.replace(PLACEHOLDER, (_, name: string) =>
    (name === 'event_type' ? (values.eventType ?? UNTYPED) : values.endpointId).replace(UNSAFE_IN_VALUE[field], '_'),
  );
}

/** Longest destination URL. */
export const MAX_URL_LENGTH = 2048;
const HTTP_URL_RULES = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };

/**
 * Why `url` is not a URL for a destination of `type`, or null when it is: http(s) without
 * user-info for http (README "Destinations" says how to pass credentials), the type's schemes for a
 * broker (user-info allowed: it is sealed). `type` undefined (a PATCH, before the type is known):
 * valid for http or for the broker type its scheme names.
 */
export function destinationUrlProblem(type: DestinationType | undefined, url: unknown): string | null {
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return `url must be a string of at most ${MAX_URL_LENGTH} characters`;
  const brokerType = type === undefined ? brokerTypeOfUrl(url) : isBrokerType(type) ? type : null;
  if (brokerType) return brokerUrlProblem(brokerType, url);
  if (!isURL(url, HTTP_URL_RULES)) return 'url must be an absolute http or https URL';
  const parts = parsed(url);
  return parts && (parts.username !== '' || parts.password !== '') ? 'url must not carry a user name or password' : null;
}
