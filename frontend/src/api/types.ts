// The dashboard's names for the API's shapes: aliases of the types openapi-typescript generates
// from backend/openapi.json (schema.generated.ts), so they cannot drift from the served document.
import {
  auditEntryDtoActionValues,
  auditTargetDtoTypeValues,
  createApiKeyDtoScopesValues,
  sessionResponseDtoRoleValues,
  eventResponseDtoStatusValues,
  setVerificationDtoAlgorithmValues,
  setVerificationDtoEncodingValues,
  setVerificationDtoTypeValues,
  type components,
  type paths,
} from './schema.generated';

type Schemas = components['schemas'];

export type { paths };

/** RFC 9457 problem details, as every api error is answered. */
export type Problem = Schemas['Problem'];
/** One refused field of a `validation_failed` problem. */
export interface FieldError {
  field: string;
  message: string;
}

/** Body of signup, login, me, switch-organization and accept-invitation. */
export type Session = Schemas['SessionResponseDto'];
/** A person's role in an organization, from the least to the most. */
export type Role = Session['role'];
export const ROLES: readonly Role[] = sessionResponseDtoRoleValues;
export type Member = Schemas['MemberDto'];
export type SsoConnection = Schemas['SsoDto'];
export type SsoConnectionInput = Schemas['PutSsoDto'];
export type Invitation = Schemas['InvitationDto'];
export type CreatedInvitation = Schemas['CreatedInvitationDto'];
export type HookEvent = Schemas['EventResponseDto'];
export type EventStatus = HookEvent['status'];
export const EVENT_STATUSES: readonly EventStatus[] = eventResponseDtoStatusValues;
export type EventDetail = Schemas['EventDetailResponseDto'];
/** A job as the event detail shows it: with its destination's name and URL. */
export type EventDeliveryJob = Schemas['EventDeliveryJobDto'];
export type DeliveryAttempt = Schemas['DeliveryAttemptResponseDto'];
/** Why an attempt failed, in one word a program can switch on. */
export type AttemptErrorCode = NonNullable<DeliveryAttempt['error_code']>;
/** The first 8 KiB of a destination's answer body. */
export type ResponseBody = Schemas['ResponseBodyDto'];
export type DeadLetter = Schemas['DeadLetterResponseDto'];
export type EventSummary = Schemas['EventSummaryDto'];
/** Events received since a time, by their status now (the Home page's events delivered and not). */
export type EventCounts = Schemas['EventCountsDto'];
export type Operation = Schemas['OperationResponseDto'];
export type OperationKind = Operation['kind'];

export type ApiKey = Schemas['ApiKeyResponseDto'];
export type CreatedApiKey = Schemas['CreatedApiKeyResponseDto'];
export type Scope = Schemas['CreateApiKeyDto']['scopes'][number];
export const SCOPES: readonly Scope[] = createApiKeyDtoScopesValues;

export type Project = Schemas['ProjectResponseDto'];
export type Endpoint = Schemas['EndpointResponseDto'];
export type CreatedEndpoint = Schemas['CreatedEndpointResponseDto'];
export type RotatedToken = Schemas['RotatedTokenResponseDto'];
export type Destination = Schemas['DestinationResponseDto'];
export type CreatedDestination = Schemas['CreatedDestinationResponseDto'];
export type RotatedSecret = Schemas['RotatedSecretResponseDto'];
/** A sample through an event-type source, a filter and a transformation (POST /api/routing/test), and what it gives. */
export type RoutingTest = Schemas['RoutingTestDto'];
export type RoutingTestResult = Schemas['RoutingTestResponseDto'];

export type Verification = Schemas['VerificationResponseDto'];
export type SetVerification = Schemas['SetVerificationDto'];
export type VerificationType = SetVerification['type'];
export const VERIFICATION_TYPES: readonly VerificationType[] = setVerificationDtoTypeValues;
export const HMAC_ALGORITHMS: readonly NonNullable<SetVerification['algorithm']>[] = setVerificationDtoAlgorithmValues;
export const HMAC_ENCODINGS: readonly NonNullable<SetVerification['encoding']>[] = setVerificationDtoEncodingValues;
export type Refusal = Schemas['RefusalDto'];
export type Timeseries = Schemas['TimeseriesResponseDto'];
export type TimeseriesPoint = Schemas['TimeseriesPointDto'];
export type TimeseriesInterval = Timeseries['interval'];
export type Attention = Schemas['AttentionResponseDto'];
export type DisabledDestination = Schemas['DisabledDestinationDto'];

/** The signed-in person's two-factor state, a new (pending) secret, and their sessions. */
export type TwoFactorStatus = Schemas['TwoFactorStatusDto'];
export type TwoFactorSetup = Schemas['TwoFactorSetupDto'];
export type AccountSession = Schemas['AccountSessionDto'];
export type OrganizationSettings = Schemas['OrganizationSettingsDto'];

/** One audit log entry (docs/http.md, Audit log), its action and what it is about. */
export type AuditEntry = Schemas['AuditEntryDto'];
export type AuditAction = AuditEntry['action'];
export const AUDIT_ACTIONS: readonly AuditAction[] = auditEntryDtoActionValues;
export type AuditTargetType = AuditEntry['target']['type'];
export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = auditTargetDtoTypeValues;
