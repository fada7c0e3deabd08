import type { KeyRing } from '../../core/crypto/key-ring';
import { type FieldError, problems } from '../../core/http/problem';
import {
  ALL_BROKER_FIELDS,
  type BrokerCredentials,
  brokerFieldsProblems,
  destinationUrlProblem,
  isBrokerType,
  REDACTED_PASSWORD,
  splitCredentials,
} from './broker-destination';
import type { BrokerFields, Destination, DestinationType } from './destination.entity';

/** Additional authenticated data binding a broker destination's sealed credentials to it. */
export function credentialsAad(organizationId: string, destinationId: string): string {
  return `destination-credentials:${organizationId}:${destinationId}`;
}

type BrokerInput = Partial<Record<keyof BrokerFields, string>> & { url?: string };
type BrokerColumns = Pick<Destination, 'url' | 'broker' | 'credentialsKeyId' | 'credentialsCiphertext'>;

/**
 * What a destination of `type` stores of `input`'s URL and type fields on create: the type fields
 * (a 400 naming each one missing, invalid or of another type), and a broker URL's user-info sealed
 * apart from it.
 */
export function brokerColumnsOnCreate(
  keyRing: KeyRing,
  scope: { organizationId: string; id: string },
  type: DestinationType,
  input: BrokerInput,
): BrokerColumns {
  refuse(brokerFieldsProblems(type, input, true));
  if (!isBrokerType(type)) return { url: input.url ?? null, broker: null, credentialsKeyId: null, credentialsCiphertext: null };
  return { ...sealedUrl(keyRing, scope, input.url!), broker: pickFields(input) };
}

/**
 * The changes of a PATCH to `current`'s URL and type fields. A broker URL sent back as answered
 * (its password `[redacted]`, same user name) keeps the sealed credentials.
 */
export function brokerChanges(
  keyRing: KeyRing,
  scope: { organizationId: string; id: string },
  current: Destination,
  input: BrokerInput,
): Partial<BrokerColumns> {
  const errors = brokerFieldsProblems(current.type, input, false);
  if (input.url !== undefined) {
    const problem = destinationUrlProblem(current.type, input.url);
    if (problem) errors.push({ field: 'url', message: problem });
  }
  refuse(errors);
  const changes: Partial<BrokerColumns> = {};
  if (isBrokerType(current.type) && ALL_BROKER_FIELDS.some((field) => input[field] !== undefined))
    changes.broker = { ...current.broker, ...pickFields(input) };
  if (input.url === undefined) return changes;
  if (!isBrokerType(current.type)) return { ...changes, url: input.url };
  const { url, credentials } = splitCredentials(input.url);
  if (credentials && isRedacted(credentials)) {
    if (url !== current.url) refuse([{ field: 'url', message: 'url must carry the password again to change the user name' }]);
    return { ...changes, url };
  }
  return { ...changes, ...sealedUrl(keyRing, scope, input.url) };
}

function isRedacted(credentials: BrokerCredentials): boolean {
  return credentials.password === REDACTED_PASSWORD || (credentials.password === '' && credentials.username === REDACTED_PASSWORD);
}

function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw problems.validation(errors);
}

function pickFields(input: BrokerInput): BrokerFields {
  return Object.fromEntries(ALL_BROKER_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]));
}

/** The URL as stored (no password) and its user-info sealed, or no credentials. */
function sealedUrl(keyRing: KeyRing, scope: { organizationId: string; id: string }, input: string) {
  const { url, credentials } = splitCredentials(input);
  if (!credentials) return { url, credentialsKeyId: null, credentialsCiphertext: null };
  const sealed = keyRing.seal(Buffer.from(JSON.stringify(credentials)), credentialsAad(scope.organizationId, scope.id));
  return { url, credentialsKeyId: sealed.keyId, credentialsCiphertext: sealed.blob };
}
