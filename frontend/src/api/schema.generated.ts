// Generated from backend/openapi.json by frontend/scripts/api-types.mjs (openapi-typescript): do not edit.
// Regenerate with `npm run sync:openapi` at the repository root.

export interface paths {
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an organization and its first user, and sign in */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the dashboard (sets the hookyard_session cookie) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Destroy the session */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user, organization and CSRF token */
        get: operations["me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the projects of the organization */
        get: operations["listProjects"];
        put?: never;
        /** Create a project */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List API keys (prefix only, never the key) */
        get: operations["listApiKeys"];
        put?: never;
        /** Create a scoped API key (the raw key is returned once) */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke an active API key */
        post: operations["revokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List endpoints (never their tokens) */
        get: operations["listEndpoints"];
        put?: never;
        /** Create an endpoint (the token is shown once) */
        post: operations["createEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one endpoint */
        get: operations["getEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename, enable/disable or set the rate limit of an endpoint */
        patch: operations["updateEndpoint"];
        trace?: never;
    };
    "/api/endpoints/{endpointId}/rotate-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate the ingest token; the old one is refused at once */
        post: operations["rotateEndpointToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints/{endpointId}/destinations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the destinations of an endpoint */
        get: operations["listDestinations"];
        put?: never;
        /** Add a destination (the signing secret is shown once) */
        post: operations["createDestination"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations/{destinationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a destination; its open jobs are cancelled */
        delete: operations["deleteDestination"];
        options?: never;
        head?: never;
        /** Update a destination; deactivating cancels its open jobs */
        patch: operations["updateDestination"];
        trace?: never;
    };
    "/api/destinations/{destinationId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret (shown once) */
        post: operations["rotateDestinationSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ingest/{endpointToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a webhook event (any content type, any bytes) */
        post: operations["ingest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Export filtered event metadata as CSV (dashboard session only) */
        get: operations["exportEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List event metadata, newest first, keyset-paged */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get one event with its jobs, attempts and dead letters */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the event's retryable jobs back to pending and queue them now */
        post: operations["retryEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{eventId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue one new delivery job per active destination */
        post: operations["replayEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery-jobs/{jobId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move one retryable job back to pending and queue it now */
        post: operations["retryDeliveryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SignupDto: {
            /** @example ada@example.com */
            email: string;
            /** @example correct horse battery staple */
            password: string;
            /** @example Acme */
            organization_name: string;
        };
        SessionUserDto: {
            /** Format: uuid */
            id: string;
            email: string;
        };
        SessionOrganizationDto: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        SessionResponseDto: {
            user: components["schemas"]["SessionUserDto"];
            organization: components["schemas"]["SessionOrganizationDto"];
            /** @description Send back as X-CSRF-Token on every session-authenticated POST/PATCH/PUT/DELETE. */
            csrf_token: string;
        };
        LoginDto: {
            /** @example ada@example.com */
            email: string;
            /** @example correct horse battery staple */
            password: string;
        };
        ProjectResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example Default */
            name: string;
            /** Format: date-time */
            created_at: string;
        };
        ProjectListResponseDto: {
            data: components["schemas"]["ProjectResponseDto"][];
        };
        CreateProjectDto: {
            /** @example Payments */
            name: string;
        };
        CreateApiKeyDto: {
            /** @example CI pipeline */
            name: string;
            /**
             * @example [
             *       "events:read"
             *     ]
             */
            scopes: ("events:read" | "events:replay" | "deliveries:retry" | "endpoints:read" | "endpoints:write")[];
            /** Format: date-time */
            expires_at?: string | null;
        };
        CreatedApiKeyResponseDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The first 12 characters of the key
             * @example hyk_a1B2c3D4
             */
            prefix: string;
            scopes: ("events:read" | "events:replay" | "deliveries:retry" | "endpoints:read" | "endpoints:write")[];
            /** @enum {string} */
            status: "active" | "revoked";
            /** Format: date-time */
            last_used_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * @description The raw key. Shown only in this response.
             * @example hyk_…
             */
            key: string;
        };
        ApiKeyResponseDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /**
             * @description The first 12 characters of the key
             * @example hyk_a1B2c3D4
             */
            prefix: string;
            scopes: ("events:read" | "events:replay" | "deliveries:retry" | "endpoints:read" | "endpoints:write")[];
            /** @enum {string} */
            status: "active" | "revoked";
            /** Format: date-time */
            last_used_at: string | null;
            /** Format: date-time */
            expires_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ApiKeyListResponseDto: {
            data: components["schemas"]["ApiKeyResponseDto"][];
        };
        EndpointResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            project_id: string;
            name: string;
            enabled: boolean;
            /** @description The first characters of the token, for recognition */
            token_prefix: string;
            /** @example http://localhost:3000/api/ingest/{endpointToken} */
            ingest_url_template: string;
            rate_limit_per_second: number | null;
            destination_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            token_rotated_at: string | null;
        };
        EndpointListResponseDto: {
            data: components["schemas"]["EndpointResponseDto"][];
        };
        CreateEndpointDto: {
            /** Format: uuid */
            project_id: string;
            /** @example Stripe */
            name: string;
        };
        CreatedEndpointResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            project_id: string;
            name: string;
            enabled: boolean;
            /** @description The first characters of the token, for recognition */
            token_prefix: string;
            /** @example http://localhost:3000/api/ingest/{endpointToken} */
            ingest_url_template: string;
            rate_limit_per_second: number | null;
            destination_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            token_rotated_at: string | null;
            /** @description The ingest token. Shown only in this response. */
            token: string;
            ingest_url: string;
        };
        UpdateEndpointDto: {
            name?: string;
            enabled?: boolean;
            /** @description r per second, burst 2r; null restores the default */
            rate_limit_per_second?: number | null;
        };
        RotatedTokenResponseDto: {
            /** Format: uuid */
            endpoint_id: string;
            /** @description The new ingest token. Shown only in this response. */
            token: string;
            ingest_url: string;
            /** Format: date-time */
            token_rotated_at: string;
        };
        DestinationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            name: string;
            url: string;
            active: boolean;
            /** @enum {string|null} */
            disabled_reason: "manual" | "gone" | null;
            timeout_ms: number;
            /** Format: date-time */
            created_at: string;
        };
        DestinationListResponseDto: {
            data: components["schemas"]["DestinationResponseDto"][];
        };
        CreateDestinationDto: {
            /** @example Billing service */
            name: string;
            /** @example https://billing.example.com/webhooks */
            url: string;
            /** @default 15000 */
            timeout_ms?: number;
        };
        CreatedDestinationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            name: string;
            url: string;
            active: boolean;
            /** @enum {string|null} */
            disabled_reason: "manual" | "gone" | null;
            timeout_ms: number;
            /** Format: date-time */
            created_at: string;
            /** @description Standard Webhooks secret (whsec_…). Shown only in this response. */
            signing_secret: string;
        };
        UpdateDestinationDto: {
            name?: string;
            url?: string;
            active?: boolean;
            timeout_ms?: number;
        };
        RotatedSecretResponseDto: {
            /** Format: uuid */
            destination_id: string;
            /** @description The new signing secret. Shown only in this response. */
            signing_secret: string;
        };
        IngestResponseDto: {
            /** @example true */
            ok: boolean;
            /** @example evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9 */
            event_id: string;
            /**
             * @description `queued` when accepted; the current status on an idempotent replay
             * @example queued
             */
            status: string;
        };
        EventResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9 */
            event_id: string;
            /** @enum {string} */
            status: "received" | "queued" | "delivered" | "failed" | "retry_scheduled" | "dead_lettered" | "replayed" | "archived";
            /** Format: uuid */
            project_id: string;
            /** Format: uuid */
            endpoint_id: string;
            /** @description lowercase hex SHA-256 of the exact bytes received */
            payload_sha256: string;
            payload_size_bytes: number;
            content_type: string | null;
            /** Format: date-time */
            received_at: string;
            idempotency_key: string | null;
        };
        EventListResponseDto: {
            data: components["schemas"]["EventResponseDto"][];
            next_cursor: string | null;
        };
        DeliveryJobResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            destination_id: string;
            /** @enum {string} */
            status: "pending" | "in_progress" | "succeeded" | "failed" | "retry_scheduled" | "dead_lettered" | "cancelled";
            /** @enum {string} */
            trigger: "ingest" | "replay" | "retry";
            attempt_count: number;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DeliveryAttemptResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description internal event UUID
             */
            event_id: string;
            /** Format: uuid */
            job_id: string;
            /** Format: uuid */
            destination_id: string;
            attempt_number: number;
            /** @enum {string} */
            status: "success" | "failed" | "timeout" | "error";
            response_status: number | null;
            duration_ms: number;
            error_message: string | null;
            /** Format: date-time */
            created_at: string;
        };
        DeadLetterResponseDto: {
            /** Format: uuid */
            job_id: string | null;
            /** Format: uuid */
            destination_id: string | null;
            /** @enum {string} */
            reason: "max_attempts_exhausted" | "no_active_destinations" | "destination_disabled";
            error_message: string | null;
            attempt_count: number;
            /** Format: date-time */
            dead_lettered_at: string;
        };
        EventDetailResponseDto: {
            /** Format: uuid */
            id: string;
            /** @example evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9 */
            event_id: string;
            /** @enum {string} */
            status: "received" | "queued" | "delivered" | "failed" | "retry_scheduled" | "dead_lettered" | "replayed" | "archived";
            /** Format: uuid */
            project_id: string;
            /** Format: uuid */
            endpoint_id: string;
            /** @description lowercase hex SHA-256 of the exact bytes received */
            payload_sha256: string;
            payload_size_bytes: number;
            content_type: string | null;
            /** Format: date-time */
            received_at: string;
            idempotency_key: string | null;
            delivery_jobs: components["schemas"]["DeliveryJobResponseDto"][];
            delivery_attempts: components["schemas"]["DeliveryAttemptResponseDto"][];
            dead_letters: components["schemas"]["DeadLetterResponseDto"][];
        };
        RetryEventResponseDto: {
            /** @example evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9 */
            event_id: string;
            /** @description The jobs moved back to pending (possibly none) */
            retried: components["schemas"]["DeliveryJobResponseDto"][];
        };
        ReplayEventResponseDto: {
            /** @example evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9 */
            event_id: string;
            /** @enum {string} */
            status: "replayed";
            delivery_jobs: components["schemas"]["DeliveryJobResponseDto"][];
        };
        /** @description RFC 9457 problem details; `code` is the stable machine-readable part. */
        Problem: {
            /** @example about:blank */
            type: string;
            /** @example Forbidden */
            title: string;
            /** @example 403 */
            status: number;
            /** @example insufficient_scope */
            code: string;
            detail: string;
            request_id: string;
            /** @description insufficient_scope only */
            required_scope?: string;
            /** @description validation_failed only */
            errors?: {
                field: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProjectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKeyResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the state forbids the action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEndpoints: {
        parameters: {
            query?: {
                projectId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedEndpointResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEndpointDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndpointResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateEndpointToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedTokenResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDestinations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDestinationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedDestinationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                destinationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateDestination: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                destinationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDestinationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DestinationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateDestinationSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                destinationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedSecretResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    ingest: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters, kept 24 h per endpoint */
                "Idempotency-Key"?: string;
            };
            path: {
                endpointToken: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Idempotent replay (header Idempotent-Replayed: true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResponseDto"];
                };
            };
            /** @description Stored; delivery is queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IngestResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description invalid_endpoint_token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description endpoint_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportEvents: {
        parameters: {
            query?: {
                projectId?: string;
                endpointId?: string;
                destinationId?: string;
                /** @description One status or a comma-separated list */
                status?: string;
                search?: string;
                /** @description 64 hex characters */
                payloadHash?: string;
                /** @description An HTTP status 100-599 or a class 2xx…5xx */
                responseStatus?: string;
                /** @description inclusive */
                receivedFrom?: string;
                /** @description exclusive */
                receivedTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV, one row per event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                projectId?: string;
                endpointId?: string;
                destinationId?: string;
                /** @description One status or a comma-separated list */
                status?: string;
                search?: string;
                /** @description 64 hex characters */
                payloadHash?: string;
                /** @description An HTTP status 100-599 or a class 2xx…5xx */
                responseStatus?: string;
                /** @description inclusive */
                receivedFrom?: string;
                /** @description exclusive */
                receivedTo?: string;
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetailResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    retryEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetryEventResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the state forbids the action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replayEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplayEventResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the state forbids the action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    retryDeliveryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryJobResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description not_found (also for another organization’s resource) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description the state forbids the action */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description rate_limited (per API key) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const createApiKeyDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateApiKeyDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const createdApiKeyResponseDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKeyResponseDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const createdApiKeyResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKeyResponseDto"]["status"]> = ["active", "revoked"];
export const apiKeyResponseDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyResponseDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const apiKeyResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyResponseDto"]["status"]> = ["active", "revoked"];
export const eventResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventResponseDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const deliveryJobResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryJobResponseDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled"];
export const deliveryJobResponseDtoTriggerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryJobResponseDto"]["trigger"]> = ["ingest", "replay", "retry"];
export const deliveryAttemptResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryAttemptResponseDto"]["status"]> = ["success", "failed", "timeout", "error"];
export const deadLetterResponseDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeadLetterResponseDto"]["reason"]> = ["max_attempts_exhausted", "no_active_destinations", "destination_disabled"];
export const eventDetailResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDetailResponseDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const replayEventResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReplayEventResponseDto"]["status"]> = ["replayed"];
