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
        /**
         * Create an organization and its first user, and sign in
         * @description Create an organization and its first user, and sign in. No credentials.
         */
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
        /**
         * Sign in to the dashboard (sets the hookyard_session cookie)
         * @description Sign in to the dashboard (sets the hookyard_session cookie). No credentials.
         */
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
        /**
         * Destroy the session
         * @description Destroy the session. A dashboard session only (API keys are refused).
         */
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
        /**
         * The signed-in user, organization and CSRF token
         * @description The signed-in user, organization and CSRF token. A dashboard session only (API keys are refused).
         */
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
        /**
         * List the projects of the organization
         * @description List the projects of the organization. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description Create a project. An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * List API keys (prefix only, never the key)
         * @description List API keys (prefix only, never the key). A dashboard session only (API keys are refused).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create a scoped API key (the raw key is returned once)
         * @description Create a scoped API key (the raw key is returned once). A dashboard session only (API keys are refused).
         */
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
        /**
         * Revoke an active API key
         * @description Revoke an active API key. A dashboard session only (API keys are refused).
         */
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
        /**
         * List endpoints (never their tokens)
         * @description List endpoints (never their tokens). An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["listEndpoints"];
        put?: never;
        /**
         * Create an endpoint (the token is shown once)
         * @description Create an endpoint (the token is shown once). An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * Get one endpoint
         * @description Get one endpoint. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["getEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename, enable/disable or set the rate limit of an endpoint
         * @description Rename, enable/disable or set the rate limit of an endpoint. An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * Rotate the ingest token; the old one is refused at once
         * @description Rotate the ingest token; the old one is refused at once. An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * List the destinations of an endpoint
         * @description List the destinations of an endpoint. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["listDestinations"];
        put?: never;
        /**
         * Add a destination (the signing secret is shown once)
         * @description Add a destination (the signing secret is shown once). An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * Delete a destination; its open jobs are cancelled
         * @description Delete a destination; its open jobs are cancelled. An API key with the endpoints:write scope, or a dashboard session.
         */
        delete: operations["deleteDestination"];
        options?: never;
        head?: never;
        /**
         * Update a destination; deactivating cancels its open jobs
         * @description Update a destination; deactivating cancels its open jobs. An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * Replace the signing secret (shown once)
         * @description Replace the signing secret (shown once). An API key with the endpoints:write scope, or a dashboard session.
         */
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
        /**
         * Accept a webhook event (any content type, any bytes)
         * @description Accept a webhook event (any content type, any bytes). No credentials.
         */
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
        /**
         * Export filtered event metadata as CSV (dashboard session only)
         * @description Export filtered event metadata as CSV (dashboard session only). A dashboard session only (API keys are refused).
         */
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
        /**
         * List event metadata, newest first, keyset-paged
         * @description List event metadata, newest first, keyset-paged. An API key with the events:read scope, or a dashboard session.
         */
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
        /**
         * Get one event with its jobs, attempts and dead letters
         * @description Get one event with its jobs, attempts and dead letters. An API key with the events:read scope, or a dashboard session.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/event-summaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries at a glance for up to 250 events: destinations by name with their status, attempts, last response status
         * @description Deliveries at a glance for up to 250 events: destinations by name with their status, attempts, last response status. An API key with the events:read scope, or a dashboard session.
         */
        get: operations["listEventSummaries"];
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
        /**
         * Move the event's retryable jobs back to pending and queue them now
         * @description Move the event's retryable jobs back to pending and queue them now. An API key with the deliveries:retry scope, or a dashboard session.
         */
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
        /**
         * Queue one new delivery job per active destination
         * @description Queue one new delivery job per active destination. An API key with the events:replay scope, or a dashboard session.
         */
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
        /**
         * Move one retryable job back to pending and queue it now
         * @description Move one retryable job back to pending and queue it now. An API key with the deliveries:retry scope, or a dashboard session.
         */
        post: operations["retryDeliveryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/bulk-retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry the retryable jobs of every event matching the filters (or count them: dry_run)
         * @description Retry the retryable jobs of every event matching the filters (or count them: dry_run). An API key with the deliveries:retry scope, or a dashboard session.
         */
        post: operations["bulkRetryEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/bulk-replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay every event matching the filters to its active destinations (or count them: dry_run)
         * @description Replay every event matching the filters to its active destinations (or count them: dry_run). An API key with the events:replay scope, or a dashboard session.
         */
        post: operations["bulkReplayEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bulk operations, newest first, with who started them
         * @description List bulk operations, newest first, with who started them. An API key with the events:read scope, or a dashboard session.
         */
        get: operations["listOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one bulk operation and its progress
         * @description Get one bulk operation and its progress. An API key with the events:read scope, or a dashboard session.
         */
        get: operations["getOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/operations/{operationId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a queued or running bulk operation before its next page (jobs already queued still run). Besides events:read, the scope that starts its kind: deliveries:retry for a retry, events:replay for a replay
         * @description Stop a queued or running bulk operation before its next page (jobs already queued still run). Besides events:read, the scope that starts its kind: deliveries:retry for a retry, events:replay for a replay. An API key with the events:read scope, or a dashboard session.
         */
        post: operations["cancelOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events received, attempts succeeded and failed, dead letters and attempt latency per bucket
         * @description Events received, attempts succeeded and failed, dead letters and attempt latency per bucket. An API key with the events:read scope, or a dashboard session.
         */
        get: operations["getStatsTimeseries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What needs attention: destinations failing now, disabled destinations, rate-limited endpoints
         * @description What needs attention: destinations failing now, disabled destinations, rate-limited endpoints. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["getAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the URLs receiving Hookyard's own events
         * @description List the URLs receiving Hookyard's own events. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["listNotificationEndpoints"];
        put?: never;
        /**
         * Add a URL receiving Hookyard's own events (the signing secret is shown once)
         * @description Add a URL receiving Hookyard's own events (the signing secret is shown once). An API key with the endpoints:write scope, or a dashboard session.
         */
        post: operations["createNotificationEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification-endpoints/{notificationEndpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a notification URL
         * @description Remove a notification URL. An API key with the endpoints:write scope, or a dashboard session.
         */
        delete: operations["deleteNotificationEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints/{endpointId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's sender verification (type null: none); never its secrets
         * @description The endpoint's sender verification (type null: none); never its secrets. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["getVerification"];
        /**
         * Verify senders: set the provider type, its settings and secrets (applies to the next ingest on every instance)
         * @description Verify senders: set the provider type, its settings and secrets (applies to the next ingest on every instance). An API key with the endpoints:write scope, or a dashboard session.
         */
        put: operations["setVerification"];
        post?: never;
        /**
         * Stop verifying senders
         * @description Stop verifying senders. An API key with the endpoints:write scope, or a dashboard session.
         */
        delete: operations["deleteVerification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints/{endpointId}/verification/secrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept one more secret beside the current ones (sender rotation), at most 5
         * @description Accept one more secret beside the current ones (sender rotation), at most 5. An API key with the endpoints:write scope, or a dashboard session.
         */
        post: operations["addVerificationSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints/{endpointId}/verification/secrets/{secretId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop accepting one secret (not the last one)
         * @description Stop accepting one secret (not the last one). An API key with the endpoints:write scope, or a dashboard session.
         */
        delete: operations["removeVerificationSecret"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/endpoints/{endpointId}/verification/refusals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Requests refused by sender verification: counts per reason and the last 50 (time, reason, source address; never the body)
         * @description Requests refused by sender verification: counts per reason and the last 50 (time, reason, source address; never the body). An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["listVerificationRefusals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Liveness: the process answers. No credentials.
         */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: PostgreSQL and Redis answer
         * @description Readiness: PostgreSQL and Redis answer. No credentials.
         */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (text format); 404 when METRICS_ENABLED=false
         * @description Prometheus metrics (text format); 404 when METRICS_ENABLED=false. No credentials.
         */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document (OpenAPI 3.1)
         * @description This document (OpenAPI 3.1). No credentials.
         */
        get: operations["openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "destination.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A destination was disabled: auto-disabled as failing, or it answered 410
         * @description A destination was disabled: auto-disabled as failing, or it answered 410. Signed per Standard Webhooks.
         */
        post: operations["webhook_destination_disabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "destination.recovered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A destination succeeded again after a run of failures
         * @description A destination succeeded again after a run of failures. Signed per Standard Webhooks.
         */
        post: operations["webhook_destination_recovered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.dead_lettered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliveries to a destination were dead-lettered (one message per destination per minute, with the window's count)
         * @description Deliveries to a destination were dead-lettered (one message per destination per minute, with the window's count). Signed per Standard Webhooks.
         */
        post: operations["webhook_event_dead_lettered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "endpoint.rate_limited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An endpoint's rate limit refused ingests (at most one message per endpoint per 5 minutes)
         * @description An endpoint's rate limit refused ingests (at most one message per endpoint per 5 minutes). Signed per Standard Webhooks.
         */
        post: operations["webhook_endpoint_rate_limited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
        DestinationHealthDto: {
            /** @description succeeded / all attempts of the last hour; null without attempts */
            success_rate_1h: number | null;
            /** @description the same over the last 24 hours */
            success_rate_24h: number | null;
            /** Format: date-time */
            last_success_at: string | null;
            /** Format: date-time */
            last_failure_at: string | null;
            /** @description failed attempts since the last success */
            consecutive_failures: number;
            /**
             * Format: date-time
             * @description first failure since the last success; null while healthy
             */
            failing_since: string | null;
            /** @description attempt duration, 95th percentile, last hour */
            latency_p95_ms_1h: number | null;
        };
        DestinationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            name: string;
            url: string;
            active: boolean;
            /**
             * @description `manual`: disabled by a person or key; `gone`: it answered 410; `failing`: every attempt failed for DESTINATION_DISABLE_AFTER
             * @enum {string|null}
             */
            disabled_reason: "manual" | "gone" | "failing" | null;
            timeout_ms: number;
            /** Format: date-time */
            created_at: string;
            health: components["schemas"]["DestinationHealthDto"];
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
            /**
             * @description `manual`: disabled by a person or key; `gone`: it answered 410; `failing`: every attempt failed for DESTINATION_DISABLE_AFTER
             * @enum {string|null}
             */
            disabled_reason: "manual" | "gone" | "failing" | null;
            timeout_ms: number;
            /** Format: date-time */
            created_at: string;
            health: components["schemas"]["DestinationHealthDto"];
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
        EventDeliveryJobDto: {
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
            destination_name: string;
            /** Format: uri */
            destination_url: string;
        };
        ResponseBodyDto: {
            /**
             * @description `utf8` when the kept bytes are valid UTF-8, else `base64`
             * @enum {string}
             */
            encoding: "utf8" | "base64";
            /** @description The first 8 KiB of the body, in `encoding` */
            data: string;
            /** @description Size of the whole body in bytes; past the 64 KiB Hookyard reads, its Content-Length (or, without one, the bytes read by then) */
            size_bytes: number;
            /** @description true when `data` holds less than the whole body */
            truncated: boolean;
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
            /**
             * @description Why the attempt failed; null on success
             * @enum {string|null}
             */
            error_code: "http_status" | "timeout" | "connection_refused" | "connection_reset" | "dns_failure" | "tls_failure" | "address_refused" | "redirect_refused" | "invalid_response" | null;
            /** @description The headers Hookyard sent: webhook-id, webhook-timestamp, webhook-signature, content-type, user-agent and the forwarded sender headers */
            request_headers: {
                [key: string]: string;
            };
            /** @description The destination's answer headers, lower-case names (at most 50 and 8 KiB; hop-by-hop and set-cookie left out); {} without an answer */
            response_headers: {
                [key: string]: string;
            };
            /** @description The first 8 KiB of the answer body; null when the answer had none (or there was no answer) */
            response_body: components["schemas"]["ResponseBodyDto"] | null;
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
            /** @description null when no destination was involved */
            destination_name: string | null;
            /** Format: uri */
            destination_url: string | null;
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
            delivery_jobs: components["schemas"]["EventDeliveryJobDto"][];
            delivery_attempts: components["schemas"]["DeliveryAttemptResponseDto"][];
            dead_letters: components["schemas"]["DeadLetterResponseDto"][];
        };
        DestinationDeliveryDto: {
            /** Format: uuid */
            destination_id: string;
            name: string;
            /**
             * @description the status of the latest job to this destination
             * @enum {string}
             */
            status: "pending" | "in_progress" | "succeeded" | "failed" | "retry_scheduled" | "dead_lettered" | "cancelled";
        };
        EventSummaryDto: {
            /**
             * Format: uuid
             * @description the event (its internal UUID)
             */
            id: string;
            /** @description each destination the event has jobs for, by name */
            destinations: components["schemas"]["DestinationDeliveryDto"][];
            /** @description delivery attempts in all */
            attempts: number;
            /** @description the response status of the latest attempt (null: none, or no answer) */
            last_response_status: number | null;
        };
        EventSummaryListDto: {
            data: components["schemas"]["EventSummaryDto"][];
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
        DryRunResponseDto: {
            /** @description How many events match the filters now */
            matched: number;
        };
        BulkOperationRequestDto: {
            /** Format: uuid */
            projectId?: string;
            /** Format: uuid */
            endpointId?: string;
            /** Format: uuid */
            destinationId?: string;
            /**
             * @description Event statuses (a comma-separated string is accepted too)
             * @example [
             *       "failed",
             *       "dead_lettered"
             *     ]
             */
            status?: ("received" | "queued" | "delivered" | "failed" | "retry_scheduled" | "dead_lettered" | "replayed" | "archived")[];
            search?: string;
            /** @description 64 hex characters */
            payloadHash?: string;
            /**
             * @description An HTTP status 100-599 or a class 2xx…5xx
             * @example 5xx
             */
            responseStatus?: string;
            /**
             * Format: date-time
             * @description inclusive
             */
            receivedFrom?: string;
            /**
             * Format: date-time
             * @description exclusive
             */
            receivedTo?: string;
            /**
             * @description true: only count the matching events, change nothing (200 {"matched"})
             * @default false
             */
            dry_run?: boolean;
        };
        EventFiltersDto: {
            /** Format: uuid */
            projectId?: string;
            /** Format: uuid */
            endpointId?: string;
            /** Format: uuid */
            destinationId?: string;
            /**
             * @description Event statuses (a comma-separated string is accepted too)
             * @example [
             *       "failed",
             *       "dead_lettered"
             *     ]
             */
            status?: ("received" | "queued" | "delivered" | "failed" | "retry_scheduled" | "dead_lettered" | "replayed" | "archived")[];
            search?: string;
            /** @description 64 hex characters */
            payloadHash?: string;
            /**
             * @description An HTTP status 100-599 or a class 2xx…5xx
             * @example 5xx
             */
            responseStatus?: string;
            /**
             * Format: date-time
             * @description inclusive
             */
            receivedFrom?: string;
            /**
             * Format: date-time
             * @description exclusive
             */
            receivedTo?: string;
        };
        OperationCreatorDto: {
            /** @enum {string} */
            kind: "user" | "api_key";
            /**
             * Format: uuid
             * @description null once the user or key is deleted
             */
            id: string | null;
            /** @description the user's email, or the key's name */
            name: string | null;
            /** @description the key's display prefix (API keys only) */
            prefix: string | null;
        };
        OperationResponseDto: {
            /** @example op_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9 */
            id: string;
            /** @enum {string} */
            kind: "retry" | "replay";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
            /** @description the filters it was created with */
            filters: components["schemas"]["EventFiltersDto"];
            /** @description events matching when the operation was created */
            matched: number;
            /** @description events worked through so far */
            processed: number;
            /** @description delivery jobs queued so far (retried or created by replay) */
            jobs_created: number;
            created_by: components["schemas"]["OperationCreatorDto"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
        };
        OperationListResponseDto: {
            data: components["schemas"]["OperationResponseDto"][];
            next_cursor: string | null;
        };
        TimeseriesPointDto: {
            /**
             * Format: date-time
             * @description start of the bucket
             */
            ts: string;
            /** @description events received */
            received: number;
            /** @description attempts that succeeded */
            delivered: number;
            /** @description attempts that failed (any outcome but success) */
            failed_attempts: number;
            /** @description delivery jobs dead-lettered after their last attempt */
            dead_lettered: number;
            /** @description ingests refused by the rate limit (429) */
            rate_limited: number;
            /** @description attempt duration, median (from fixed buckets); null without attempts */
            latency_p50_ms: number | null;
            /** @description attempt duration, 95th percentile; null without attempts */
            latency_p95_ms: number | null;
        };
        TimeseriesResponseDto: {
            /** @enum {string} */
            interval: "1m" | "5m" | "1h" | "1d";
            /**
             * Format: date-time
             * @description start of the first bucket
             */
            from: string;
            /**
             * Format: date-time
             * @description end of the last bucket
             */
            to: string;
            /** @description every bucket of the range, oldest first, zeros included */
            data: components["schemas"]["TimeseriesPointDto"][];
        };
        FailingDestinationDto: {
            /** Format: uuid */
            destination_id: string;
            destination_name: string;
            /** Format: uuid */
            endpoint_id: string;
            endpoint_name: string;
            /**
             * Format: date-time
             * @description first failure since the last success
             */
            failing_since: string;
            consecutive_failures: number;
            /** @description the error of the last failed attempt */
            last_error: string | null;
            /** Format: date-time */
            last_failure_at: string | null;
        };
        DisabledDestinationDto: {
            /** Format: uuid */
            destination_id: string;
            destination_name: string;
            /** Format: uuid */
            endpoint_id: string;
            endpoint_name: string;
            /** @enum {string|null} */
            disabled_reason: "manual" | "gone" | "failing" | null;
            /**
             * Format: date-time
             * @description when it was last changed (disabled)
             */
            disabled_at: string;
        };
        RateLimitedEndpointDto: {
            /** Format: uuid */
            endpoint_id: string;
            endpoint_name: string;
            /** @description ingests refused with 429 in the last hour */
            rate_limited_1h: number;
            /**
             * Format: date-time
             * @description end of the last minute with a refusal
             */
            last_rate_limited_at: string;
        };
        AttentionResponseDto: {
            /** @description active destinations whose last attempts failed, longest failing first */
            failing_destinations: components["schemas"]["FailingDestinationDto"][];
            /** @description disabled destinations, latest first */
            disabled_destinations: components["schemas"]["DisabledDestinationDto"][];
            /** @description endpoints that refused ingests for their rate limit in the last hour */
            rate_limited_endpoints: components["schemas"]["RateLimitedEndpointDto"][];
        };
        NotificationEndpointDto: {
            /** Format: uuid */
            id: string;
            name: string;
            url: string;
            /** @description false once disabled (it answered 410, or by hand through the destinations API) */
            active: boolean;
            /** Format: date-time */
            created_at: string;
        };
        NotificationEndpointListDto: {
            data: components["schemas"]["NotificationEndpointDto"][];
        };
        CreateNotificationEndpointDto: {
            /**
             * Format: uri
             * @description absolute http(s) URL receiving Hookyard’s own events
             */
            url: string;
            /** @default Notifications */
            name?: string;
        };
        CreatedNotificationEndpointDto: {
            /** Format: uuid */
            id: string;
            name: string;
            url: string;
            /** @description false once disabled (it answered 410, or by hand through the destinations API) */
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description Standard Webhooks secret (whsec_…) its messages are signed with. Shown only in this response. */
            signing_secret: string;
        };
        VerificationSecretDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The whsec_ prefix and the last 4 characters of a secret of 16 or more; never the secret
             * @example whsec_…Q2c=
             */
            hint: string;
            /** Format: date-time */
            created_at: string;
        };
        VerificationResponseDto: {
            /** Format: uuid */
            endpoint_id: string;
            /**
             * @description null: senders are not verified
             * @enum {string|null}
             */
            type: "stripe" | "github" | "shopify" | "slack" | "standard_webhooks" | "twilio" | "hmac" | "basic_auth" | "header_token" | null;
            secrets: components["schemas"]["VerificationSecretDto"][];
            tolerance_seconds: number | null;
            header_name: string | null;
            /** @enum {string|null} */
            algorithm: "sha1" | "sha256" | "sha512" | null;
            /** @enum {string|null} */
            encoding: "hex" | "base64" | null;
            prefix: string | null;
            /** @enum {string|null} */
            signed_content: "body" | "timestamp_body" | null;
            timestamp_header: string | null;
            separator: string | null;
            username: string | null;
            /** Format: date-time */
            updated_at: string | null;
        };
        SetVerificationDto: {
            /** @enum {string} */
            type: "stripe" | "github" | "shopify" | "slack" | "standard_webhooks" | "twilio" | "hmac" | "basic_auth" | "header_token";
            /** @description The secrets, all accepted (several while a sender rotates), 1–5. Omit to keep the current ones when the type stays the same. stripe: the endpoint signing secret (whsec_…); github: the webhook secret; shopify: the app client secret; slack: the signing secret; standard_webhooks: whsec_ + base64; twilio: the Auth Token; hmac: the shared key; basic_auth: the password; header_token: the header value. */
            secrets?: string[];
            /** @description stripe, slack, standard_webhooks, hmac with a timestamp header: default 300 */
            tolerance_seconds?: number;
            /**
             * @description hmac: the signature header; header_token: the token header
             * @example X-Signature
             */
            header_name?: string;
            /**
             * @description hmac: default sha256
             * @enum {string}
             */
            algorithm?: "sha1" | "sha256" | "sha512";
            /**
             * @description hmac: default hex
             * @enum {string}
             */
            encoding?: "hex" | "base64";
            /**
             * @description hmac: text before the signature in the header; default none
             * @example sha256=
             */
            prefix?: string;
            /**
             * @description hmac: what is signed, the body (default) or the timestamp header, the separator and the body
             * @enum {string}
             */
            signed_content?: "body" | "timestamp_body";
            /**
             * @description hmac: a header with the Unix time in seconds; requests outside the tolerance are refused
             * @example X-Timestamp
             */
            timestamp_header?: string;
            /**
             * @description hmac with signed_content timestamp_body: between timestamp and body; default "."
             * @example .
             */
            separator?: string;
            /** @description basic_auth: the user name */
            username?: string;
        };
        AddVerificationSecretDto: {
            /** @description Accepted beside the current ones until removed */
            secret: string;
        };
        RefusalCountDto: {
            /** @enum {string} */
            reason: "missing_header" | "malformed_header" | "signature_mismatch" | "credentials_mismatch" | "timestamp_outside_tolerance" | "secrets_unreadable";
            count: number;
        };
        RefusalDto: {
            /** Format: date-time */
            refused_at: string;
            /** @enum {string} */
            reason: "missing_header" | "malformed_header" | "signature_mismatch" | "credentials_mismatch" | "timestamp_outside_tolerance" | "secrets_unreadable";
            /** @description The client address (with TRUST_PROXY, the forwarded one) */
            source_address: string;
        };
        RefusalListResponseDto: {
            /** @description Refusals counted since the first one kept (counts and list expire after 30 days without a refusal) */
            total: number;
            counts: components["schemas"]["RefusalCountDto"][];
            /** @description The last 50 refusals, newest first; never the body */
            data: components["schemas"]["RefusalDto"][];
        };
        DestinationDisabledData: {
            /** Format: uuid */
            destination_id: string;
            /** Format: uuid */
            endpoint_id: string;
            name: string;
            url: string;
            /**
             * @description `failing`: auto-disabled; `gone`: it answered 410
             * @enum {string}
             */
            reason: "failing" | "gone";
            /** Format: date-time */
            failing_since: string | null;
            consecutive_failures: number;
        };
        DestinationDisabledMessage: {
            /** @enum {string} */
            type: "destination.disabled";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["DestinationDisabledData"];
        };
        DestinationRecoveredData: {
            /** Format: uuid */
            destination_id: string;
            /** Format: uuid */
            endpoint_id: string;
            name: string;
            url: string;
            /**
             * Format: date-time
             * @description when the run of failures it recovered from began
             */
            failing_since: string | null;
            /**
             * Format: date-time
             * @description its first success since
             */
            recovered_at: string;
        };
        DestinationRecoveredMessage: {
            /** @enum {string} */
            type: "destination.recovered";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["DestinationRecoveredData"];
        };
        EventDeadLetteredData: {
            /** Format: uuid */
            destination_id: string;
            /** @description deliveries to this destination dead-lettered in the window */
            count: number;
            /** @description the first (at most 10) events’ evt_ ids */
            event_ids: string[];
            /** Format: date-time */
            window_started_at: string;
        };
        EventDeadLetteredMessage: {
            /** @enum {string} */
            type: "event.dead_lettered";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["EventDeadLetteredData"];
        };
        EndpointRateLimitedData: {
            /** Format: uuid */
            endpoint_id: string;
            /** Format: uuid */
            project_id: string;
            /** @description the RateLimit-Limit it answered: the burst of its token bucket */
            limit: number;
        };
        EndpointRateLimitedMessage: {
            /** @enum {string} */
            type: "endpoint.rate_limited";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["EndpointRateLimitedData"];
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
            /**
             * @description signature_invalid only: which check of sender verification failed
             * @enum {string}
             */
            reason?: "missing_header" | "malformed_header" | "signature_mismatch" | "credentials_mismatch" | "timestamp_outside_tolerance" | "secrets_unreadable";
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description signup_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "signup_disabled";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description email_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "email_taken";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description already_revoked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "already_revoked";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                "*/*": unknown;
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description invalid_endpoint_token; signature_invalid: the endpoint verifies its senders and this request failed (`reason` says which check) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "invalid_endpoint_token" | "signature_invalid";
                    };
                };
            };
            /** @description endpoint_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "endpoint_disabled";
                    };
                };
            };
            /** @description not_found: no token in the path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description idempotency_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_in_progress";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description storage_failure, internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "storage_failure" | "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unauthenticated";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                /** @description An event (UUID or evt_ id): only events after it in the list order, i.e. received later (or at the same instant with a greater id). With the newest event shown as newerThan, a list page asks what arrived since; an unknown event matches nothing. */
                newerThan?: string;
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    listEventSummaries: {
        parameters: {
            query: {
                /** @description Comma-separated event UUIDs (the `id` of list items), 1 to 250 */
                ids: string;
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
                    "application/json": components["schemas"]["EventSummaryListDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description event_archived */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "event_archived";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description no_active_destinations, event_archived */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "no_active_destinations" | "event_archived";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description not_retryable, event_archived */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_retryable" | "event_archived";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    bulkRetryEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters, kept 24 h per organization: the same key with the same request answers the same operation (as it is now, header Idempotent-Replayed: true); with another request, 422 idempotency_key_reused. Ignored on a dry run. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkOperationRequestDto"];
            };
        };
        responses: {
            /** @description dry_run: how many events match now; nothing changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunResponseDto"];
                };
            };
            /** @description The operation, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description idempotency_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_in_progress";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    bulkReplayEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 printable ASCII characters, kept 24 h per organization: the same key with the same request answers the same operation (as it is now, header Idempotent-Replayed: true); with another request, 422 idempotency_key_reused. Ignored on a dry run. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkOperationRequestDto"];
            };
        };
        responses: {
            /** @description dry_run: how many events match now; nothing changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunResponseDto"];
                };
            };
            /** @description The operation, queued */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description idempotency_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_in_progress";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description idempotency_key_reused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "idempotency_key_reused";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    listOperations: {
        parameters: {
            query?: {
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
                    "application/json": components["schemas"]["OperationListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    getOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationId: string;
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
                    "application/json": components["schemas"]["OperationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    cancelOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                operationId: string;
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
                    "application/json": components["schemas"]["OperationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description operation_finished */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "operation_finished";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    getStatsTimeseries: {
        parameters: {
            query?: {
                /** @description inclusive; default: 24 hours before `to` */
                from?: string;
                /** @description exclusive, at most 9999-12-31T00:00:00Z; default: now */
                to?: string;
                /** @description bucket width; at most 1,500 buckets per request */
                interval?: "1m" | "5m" | "1h" | "1d";
                projectId?: string;
                endpointId?: string;
                /** @description the destination's attempts; `received` is its endpoint's */
                destinationId?: string;
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
                    "application/json": components["schemas"]["TimeseriesResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    getAttention: {
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
                    "application/json": components["schemas"]["AttentionResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    listNotificationEndpoints: {
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
                    "application/json": components["schemas"]["NotificationEndpointListDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    createNotificationEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNotificationEndpointDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedNotificationEndpointDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    deleteNotificationEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                notificationEndpointId: string;
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    getVerification: {
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
                    "application/json": components["schemas"]["VerificationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    setVerification: {
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
                "application/json": components["schemas"]["SetVerificationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    deleteVerification: {
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
            /** @description Verification off: any request with the token is accepted */
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
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    addVerificationSecret: {
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
                "application/json": components["schemas"]["AddVerificationSecretDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description too_many_secrets */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "too_many_secrets";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    removeVerificationSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                secretId: string;
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
                    "application/json": components["schemas"]["VerificationResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope, csrf_failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "csrf_failed";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description last_secret */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "last_secret";
                    };
                };
            };
            /** @description payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "payload_too_large";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "unsupported_media_type";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    listVerificationRefusals: {
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
                    "application/json": components["schemas"]["RefusalListResponseDto"];
                };
            };
            /** @description validation_failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "validation_failed";
                    };
                };
            };
            /** @description missing_credentials, invalid_api_key, api_key_revoked, api_key_expired, unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "missing_credentials" | "invalid_api_key" | "api_key_revoked" | "api_key_expired" | "unauthenticated";
                    };
                };
            };
            /** @description insufficient_scope */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope";
                    };
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description uri_too_long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "uri_too_long";
                    };
                };
            };
            /** @description rate_limited */
            429: {
                headers: {
                    /** @description seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "rate_limited";
                    };
                };
            };
            /** @description internal_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "internal_error";
                    };
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: "ok";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status?: "ok";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
            /** @description not_ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_ready";
                    };
                };
            };
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description metrics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
        };
    };
    openapi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description method_not_allowed */
            405: {
                headers: {
                    /** @description the methods the path serves */
                    Allow?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "method_not_allowed";
                    };
                };
            };
        };
    };
    webhook_destination_disabled: {
        parameters: {
            query?: never;
            header: {
                /** @description the message id (evt_…); the same on every retry */
                "webhook-id": string;
                /** @description unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the notification URL’s secret */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationDisabledMessage"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the message; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_destination_recovered: {
        parameters: {
            query?: never;
            header: {
                /** @description the message id (evt_…); the same on every retry */
                "webhook-id": string;
                /** @description unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the notification URL’s secret */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DestinationRecoveredMessage"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the message; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_event_dead_lettered: {
        parameters: {
            query?: never;
            header: {
                /** @description the message id (evt_…); the same on every retry */
                "webhook-id": string;
                /** @description unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the notification URL’s secret */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventDeadLetteredMessage"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the message; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_endpoint_rate_limited: {
        parameters: {
            query?: never;
            header: {
                /** @description the message id (evt_…); the same on every retry */
                "webhook-id": string;
                /** @description unix seconds when this attempt was signed */
                "webhook-timestamp": string;
                /** @description v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> with the notification URL’s secret */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndpointRateLimitedMessage"];
            };
        };
        responses: {
            /** @description Any 2xx answer acknowledges the message; anything else is retried */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
export const pathsApiAuthSignupPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthSignupPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["signup_disabled"];
export const pathsApiAuthSignupPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthSignupPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["email_taken"];
export const pathsApiAuthSignupPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAuthSignupPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAuthSignupPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiAuthSignupPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/signup"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuthLoginPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthLoginPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["invalid_credentials"];
export const pathsApiAuthLoginPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthLoginPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAuthLoginPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAuthLoginPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiAuthLoginPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuthLogoutPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthLogoutPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAuthLogoutPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed"];
export const pathsApiAuthLogoutPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthLogoutPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAuthLogoutPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAuthLogoutPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/logout"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuthMeGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/me"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthMeGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/me"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAuthMeGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/me"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthMeGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/me"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiProjectsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiProjectsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiProjectsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiProjectsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiProjectsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiProjectsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiProjectsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiProjectsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiProjectsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiProjectsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiProjectsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiProjectsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiProjectsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiProjectsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiApiKeysGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiApiKeysGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiApiKeysGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiApiKeysGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiApiKeysPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiApiKeysPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiApiKeysPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed"];
export const pathsApiApiKeysPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiApiKeysPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiApiKeysPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiApiKeysPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiApiKeysKeyIdRevokePostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiApiKeysKeyIdRevokePostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiApiKeysKeyIdRevokePostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed"];
export const pathsApiApiKeysKeyIdRevokePostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiApiKeysKeyIdRevokePostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiApiKeysKeyIdRevokePostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["already_revoked"];
export const pathsApiApiKeysKeyIdRevokePostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiApiKeysKeyIdRevokePostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiApiKeysKeyIdRevokePostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiApiKeysKeyIdRevokePostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEndpointsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEndpointsEndpointIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdPatchResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdPatchResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdPatchResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiDestinationsDestinationIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDestinationsDestinationIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDestinationsDestinationIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiDestinationsDestinationIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDestinationsDestinationIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiDestinationsDestinationIdDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDestinationsDestinationIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiDestinationsDestinationIdPatchResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDestinationsDestinationIdPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDestinationsDestinationIdPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiDestinationsDestinationIdPatchResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDestinationsDestinationIdPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiDestinationsDestinationIdPatchResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDestinationsDestinationIdPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiIngestEndpointTokenPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiIngestEndpointTokenPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["invalid_endpoint_token", "signature_invalid"];
export const pathsApiIngestEndpointTokenPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["endpoint_disabled"];
export const pathsApiIngestEndpointTokenPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiIngestEndpointTokenPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiIngestEndpointTokenPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["idempotency_in_progress"];
export const pathsApiIngestEndpointTokenPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiIngestEndpointTokenPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiIngestEndpointTokenPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiIngestEndpointTokenPostResponses422ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["422"]["content"]["application/problem+json"]["code"]> = ["idempotency_key_reused"];
export const pathsApiIngestEndpointTokenPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiIngestEndpointTokenPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/ingest/{endpointToken}"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["storage_failure", "internal_error"];
export const pathsApiEventsExportGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsExportGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiEventsExportGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsExportGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEventsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsEventIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsEventIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsEventIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEventsEventIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEventsEventIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsEventIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEventsEventIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsEventIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventSummariesGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventSummariesGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventSummariesGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEventSummariesGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventSummariesGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventSummariesGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsEventIdRetryPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsEventIdRetryPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsEventIdRetryPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEventsEventIdRetryPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEventsEventIdRetryPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsEventIdRetryPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["event_archived"];
export const pathsApiEventsEventIdRetryPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsEventIdRetryPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEventsEventIdRetryPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsEventIdRetryPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsEventIdRetryPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsEventIdReplayPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsEventIdReplayPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsEventIdReplayPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEventsEventIdReplayPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEventsEventIdReplayPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsEventIdReplayPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["no_active_destinations", "event_archived"];
export const pathsApiEventsEventIdReplayPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsEventIdReplayPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEventsEventIdReplayPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsEventIdReplayPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsEventIdReplayPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["not_retryable", "event_archived"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsBulkRetryPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsBulkRetryPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsBulkRetryPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEventsBulkRetryPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsBulkRetryPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["idempotency_in_progress"];
export const pathsApiEventsBulkRetryPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsBulkRetryPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsBulkRetryPostResponses422ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["422"]["content"]["application/problem+json"]["code"]> = ["idempotency_key_reused"];
export const pathsApiEventsBulkRetryPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsBulkRetryPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsBulkReplayPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsBulkReplayPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsBulkReplayPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEventsBulkReplayPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsBulkReplayPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["idempotency_in_progress"];
export const pathsApiEventsBulkReplayPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsBulkReplayPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsBulkReplayPostResponses422ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["422"]["content"]["application/problem+json"]["code"]> = ["idempotency_key_reused"];
export const pathsApiEventsBulkReplayPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsBulkReplayPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOperationsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOperationsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiOperationsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiOperationsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOperationsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiOperationsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOperationsOperationIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOperationsOperationIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiOperationsOperationIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiOperationsOperationIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiOperationsOperationIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOperationsOperationIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiOperationsOperationIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiOperationsOperationIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOperationsOperationIdCancelPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOperationsOperationIdCancelPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiOperationsOperationIdCancelPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiOperationsOperationIdCancelPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiOperationsOperationIdCancelPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOperationsOperationIdCancelPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["operation_finished"];
export const pathsApiOperationsOperationIdCancelPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiOperationsOperationIdCancelPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiOperationsOperationIdCancelPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiOperationsOperationIdCancelPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiOperationsOperationIdCancelPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiStatsTimeseriesGetParametersQueryIntervalValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["parameters"]["query"]["interval"]> = ["1m", "5m", "1h", "1d"];
export const pathsApiStatsTimeseriesGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiStatsTimeseriesGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiStatsTimeseriesGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiStatsTimeseriesGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiStatsTimeseriesGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiStatsTimeseriesGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiStatsAttentionGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiStatsAttentionGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiStatsAttentionGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiStatsAttentionGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiStatsAttentionGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiStatsAttentionGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiNotificationEndpointsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiNotificationEndpointsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiNotificationEndpointsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiNotificationEndpointsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["too_many_secrets"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "csrf_failed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["last_secret"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsHealthzGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/healthz"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsReadyzGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/readyz"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsReadyzGetResponses503ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/readyz"]["get"]["responses"]["503"]["content"]["application/problem+json"]["code"]> = ["not_ready"];
export const pathsMetricsGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/metrics"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsMetricsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/metrics"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOpenapiJsonGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/openapi.json"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const createApiKeyDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateApiKeyDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const createdApiKeyResponseDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKeyResponseDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const createdApiKeyResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKeyResponseDto"]["status"]> = ["active", "revoked"];
export const apiKeyResponseDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyResponseDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const apiKeyResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyResponseDto"]["status"]> = ["active", "revoked"];
export const eventResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventResponseDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const eventDeliveryJobDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDeliveryJobDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled"];
export const eventDeliveryJobDtoTriggerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDeliveryJobDto"]["trigger"]> = ["ingest", "replay", "retry"];
export const responseBodyDtoEncodingValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResponseBodyDto"]["encoding"]> = ["utf8", "base64"];
export const deliveryAttemptResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryAttemptResponseDto"]["status"]> = ["success", "failed", "timeout", "error"];
export const deadLetterResponseDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeadLetterResponseDto"]["reason"]> = ["max_attempts_exhausted", "no_active_destinations", "destination_disabled"];
export const eventDetailResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDetailResponseDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const destinationDeliveryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationDeliveryDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled"];
export const deliveryJobResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryJobResponseDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled"];
export const deliveryJobResponseDtoTriggerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryJobResponseDto"]["trigger"]> = ["ingest", "replay", "retry"];
export const replayEventResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReplayEventResponseDto"]["status"]> = ["replayed"];
export const bulkOperationRequestDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BulkOperationRequestDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const eventFiltersDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventFiltersDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const operationCreatorDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperationCreatorDto"]["kind"]> = ["user", "api_key"];
export const operationResponseDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperationResponseDto"]["kind"]> = ["retry", "replay"];
export const operationResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperationResponseDto"]["status"]> = ["queued", "running", "succeeded", "failed", "cancelled"];
export const timeseriesResponseDtoIntervalValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TimeseriesResponseDto"]["interval"]> = ["1m", "5m", "1h", "1d"];
export const setVerificationDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SetVerificationDto"]["type"]> = ["stripe", "github", "shopify", "slack", "standard_webhooks", "twilio", "hmac", "basic_auth", "header_token"];
export const setVerificationDtoAlgorithmValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SetVerificationDto"]["algorithm"]> = ["sha1", "sha256", "sha512"];
export const setVerificationDtoEncodingValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SetVerificationDto"]["encoding"]> = ["hex", "base64"];
export const setVerificationDtoSigned_contentValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SetVerificationDto"]["signed_content"]> = ["body", "timestamp_body"];
export const refusalCountDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RefusalCountDto"]["reason"]> = ["missing_header", "malformed_header", "signature_mismatch", "credentials_mismatch", "timestamp_outside_tolerance", "secrets_unreadable"];
export const refusalDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RefusalDto"]["reason"]> = ["missing_header", "malformed_header", "signature_mismatch", "credentials_mismatch", "timestamp_outside_tolerance", "secrets_unreadable"];
export const destinationDisabledDataReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationDisabledData"]["reason"]> = ["failing", "gone"];
export const destinationDisabledMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationDisabledMessage"]["type"]> = ["destination.disabled"];
export const destinationRecoveredMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationRecoveredMessage"]["type"]> = ["destination.recovered"];
export const eventDeadLetteredMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDeadLetteredMessage"]["type"]> = ["event.dead_lettered"];
export const endpointRateLimitedMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EndpointRateLimitedMessage"]["type"]> = ["endpoint.rate_limited"];
export const problemReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Problem"]["reason"]> = ["missing_header", "malformed_header", "signature_mismatch", "credentials_mismatch", "timestamp_outside_tolerance", "secrets_unreadable"];
