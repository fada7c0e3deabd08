// The dashboard's names for the API's shapes: aliases of the types openapi-typescript generates
// from backend/openapi.json (schema.generated.ts), so they cannot drift from the served document.
import {
  createApiKeyDtoScopesValues,
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

/** Body of signup, login and me. */
export type Session = Schemas['SessionResponseDto'];
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
