import { STATUS_CODES } from 'node:http';

export interface FieldError {
  field: string;
  message: string;
}

/** A domain error that the exception filter turns into RFC 9457 problem JSON. */
export class ProblemException extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extras: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** Most field errors a validation problem's `detail` spells out; `errors` lists them all. */
const DETAILED_ERRORS = 3;

/**
 * A validation problem's `detail`, naming what failed, for clients that show only `detail`:
 * "The request is not valid: url must be a URL address; timeout_ms must not be less than 1000."
 * class-validator's messages start with the field already; the others get it in front.
 */
export function validationDetail(errors: FieldError[]): string {
  if (errors.length === 0) return 'The request is not valid.';
  const sentences = errors
    .slice(0, DETAILED_ERRORS)
    .map(({ field, message }) => (message.startsWith(`${field} `) ? message : `${field} ${message}`));
  const more = errors.length > DETAILED_ERRORS ? `; and ${errors.length - DETAILED_ERRORS} more (see errors)` : '';
  return `The request is not valid: ${sentences.join('; ')}${more}.`;
}

export const problems = {
  validation: (errors: FieldError[], detail = validationDetail(errors)) =>
    new ProblemException(400, 'validation_failed', detail, { errors }),
  notFound: (what = 'resource') => new ProblemException(404, 'not_found', `The ${what} was not found.`),
  conflict: (code: string, detail: string) => new ProblemException(409, code, detail),
  unauthenticated: () => new ProblemException(401, 'unauthenticated', 'A signed-in dashboard session is required.'),
  missingCredentials: () => new ProblemException(401, 'missing_credentials', 'Send an Authorization: Bearer API key or sign in.'),
  invalidApiKey: () => new ProblemException(401, 'invalid_api_key', 'The API key is not valid.'),
  apiKeyRevoked: () => new ProblemException(401, 'api_key_revoked', 'The API key has been revoked.'),
  apiKeyExpired: () => new ProblemException(401, 'api_key_expired', 'The API key has expired.'),
  insufficientScope: (scope: string) =>
    new ProblemException(403, 'insufficient_scope', `This route needs the ${scope} scope.`, { required_scope: scope }),
  insufficientRole: (role: string) =>
    new ProblemException(403, 'insufficient_role', `This needs the ${role} role in the organization.`, { required_role: role }),
  csrfFailed: () => new ProblemException(403, 'csrf_failed', 'Missing or wrong X-CSRF-Token header.'),
  twoFactorSetupRequired: () =>
    new ProblemException(
      403,
      'two_factor_setup_required',
      'Your organization requires two-factor authentication: set it up on the Account page to continue.',
    ),
};

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  request_id: string;
  [extra: string]: unknown;
}

export function problemBody(
  status: number,
  code: string,
  detail: string,
  requestId: string,
  extras: Record<string, unknown> = {},
): ProblemBody {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, code, detail, request_id: requestId, ...extras };
}
