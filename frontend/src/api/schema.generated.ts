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
         * @description Destroy the session. A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).
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
         * The signed-in person, their organization and role there, their other organizations, the CSRF token
         * @description The signed-in person, their organization and role there, their other organizations, the CSRF token. A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).
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
    "/api/auth/switch-organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the session to another organization of the person (a new cookie and CSRF token; the old session ends)
         * @description Move the session to another organization of the person (a new cookie and CSRF token; the old session ends). A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).
         */
        post: operations["switchOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two-factor is on, and how many recovery codes are left
         * @description Whether two-factor is on, and how many recovery codes are left. A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).
         */
        get: operations["getTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new TOTP secret, pending until a code of it enables two-factor
         * @description A new TOTP secret, pending until a code of it enables two-factor. A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).
         */
        post: operations["setUpTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor on with a code of the pending secret; answers the recovery codes once
         * @description Turn two-factor on with a code of the pending secret; answers the recovery codes once. A dashboard session only (API keys are refused), a restricted one included (docs/http.md, Two-factor and sessions).
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor off, with a code or the password
         * @description Turn two-factor off, with a code or the password. A dashboard session only (API keys are refused).
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password (the current one is needed); ends the other sessions
         * @description Change the password (the current one is needed); ends the other sessions. A dashboard session only (API keys are refused).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person’s sessions, newest first
         * @description The signed-in person’s sessions, newest first. A dashboard session only (API keys are refused).
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{sessionId}": {
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
         * End one of the person’s sessions (this one included)
         * @description End one of the person’s sessions (this one included). A dashboard session only (API keys are refused).
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every other session of the person (this one stays)
         * @description End every other session of the person (this one stays). A dashboard session only (API keys are refused).
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's members and their roles
         * @description The organization's members and their roles. A dashboard session only (API keys are refused).
         */
        get: operations["listMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/members/{userId}": {
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
         * Remove a member; their sessions here end at once (409 last_owner)
         * @description Remove a member; their sessions here end at once (409 last_owner). A dashboard session only (API keys are refused).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (admins below owner; only an owner touches or makes an owner; 409 last_owner)
         * @description Change a member's role (admins below owner; only an owner touches or makes an owner; 409 last_owner). A dashboard session only (API keys are refused).
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/api/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invitations not accepted yet, expired ones included
         * @description The invitations not accepted yet, expired ones included. A dashboard session only (API keys are refused).
         */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail with a role (the link is answered once; e-mailed when SMTP_URL is set)
         * @description Invite someone by e-mail with a role (the link is answered once; e-mailed when SMTP_URL is set). A dashboard session only (API keys are refused).
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitations/{invitationId}": {
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
         * Take back an invitation not accepted yet
         * @description Take back an invitation not accepted yet. A dashboard session only (API keys are refused).
         */
        delete: operations["deleteInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the organization of an invitation and sign in there (a new person sets a name and password)
         * @description Join the organization of an invitation and sign in there (a new person sets a name and password). No credentials.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s single sign-on connection (404 when it has none)
         * @description The organization’s single sign-on connection (404 when it has none). A dashboard session only (API keys are refused).
         */
        get: operations["getSso"];
        /**
         * Create or replace the single sign-on connection; the issuer is discovered first (422 sso_discovery_failed)
         * @description Create or replace the single sign-on connection; the issuer is discovered first (422 sso_discovery_failed). A dashboard session only (API keys are refused).
         */
        put: operations["putSso"];
        post?: never;
        /**
         * Remove the single sign-on connection
         * @description Remove the single sign-on connection. A dashboard session only (API keys are refused).
         */
        delete: operations["deleteSso"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in through the single sign-on of the e-mail’s domain (sets the short-lived hookyard_sso_flow cookie)
         * @description Start signing in through the single sign-on of the e-mail’s domain (sets the short-lived hookyard_sso_flow cookie). No credentials.
         */
        post: operations["startSso"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity provider’s redirect back (the redirect URI to register)
         * @description The identity provider’s redirect back (the redirect URI to register). No credentials.
         */
        get: operations["ssoCallback"];
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
    "/api/projects/{projectId}": {
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
         * Delete a project that holds no endpoint
         * @description Delete a project that holds no endpoint. An API key with the endpoints:write scope, or a dashboard session.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        /**
         * Rename a project (names are unique per organization)
         * @description Rename a project (names are unique per organization). An API key with the endpoints:write scope, or a dashboard session.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/api/organization/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s security settings
         * @description The organization’s security settings. A dashboard session only (API keys are refused).
         */
        get: operations["getOrganizationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the organization’s security settings (those left out stay)
         * @description Change the organization’s security settings (those left out stay). A dashboard session only (API keys are refused).
         */
        patch: operations["updateOrganizationSettings"];
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
        /**
         * Get one destination with its health
         * @description Get one destination with its health. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["getDestination"];
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
         * Replace the signing secret (shown once); the previous one keeps signing too until previous_secret_expires_at
         * @description Replace the signing secret (shown once); the previous one keeps signing too until previous_secret_expires_at. An API key with the endpoints:write scope, or a dashboard session.
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
    "/api/event-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events received since a time, counted by their status now
         * @description Events received since a time, counted by their status now. An API key with the events:read scope, or a dashboard session.
         */
        get: operations["countEvents"];
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
         * Queue one new delivery job per active destination (or per chosen one)
         * @description Queue one new delivery job per active destination (or per chosen one). An API key with the events:replay scope, or a dashboard session.
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
    "/api/notification-endpoints/{notificationEndpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a hookyard.test message to one notification URL (5 per URL, then one a minute)
         * @description Send a hookyard.test message to one notification URL (5 per URL, then one a minute). An API key with the endpoints:write scope, or a dashboard session.
         */
        post: operations["testNotificationEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/routing/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run a sample of your own through an event-type source, a filter and a transformation (nothing stored is read)
         * @description Run a sample of your own through an event-type source, a filter and a transformation (nothing stored is read). An API key with the endpoints:write scope, or a dashboard session.
         */
        post: operations["testRouting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listeners/{destinationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a hookyard listen is connected to a listener destination
         * @description Whether a hookyard listen is connected to a listener destination. An API key with the endpoints:read scope, or a dashboard session.
         */
        get: operations["getListener"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listeners/{destinationId}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receive a listener destination's deliveries (hookyard listen)
         * @description Receive a listener destination's deliveries (hookyard listen). An API key with the endpoints:write scope, or a dashboard session.
         */
        get: operations["listen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listeners/{destinationId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post the local receiver's answer to a delivery (hookyard listen)
         * @description Post the local receiver's answer to a delivery (hookyard listen). An API key with the endpoints:write scope, or a dashboard session.
         */
        post: operations["replyToDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who changed what, when and from where: newest first, filtered (dashboard session only)
         * @description Who changed what, when and from where: newest first, filtered (dashboard session only). A dashboard session only (API keys are refused).
         */
        get: operations["listAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered audit log as CSV (dashboard session only)
         * @description Export the filtered audit log as CSV (dashboard session only). A dashboard session only (API keys are refused).
         */
        get: operations["exportAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
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
         * A destination succeeded again after a run of failures and had no failed attempt for NOTIFY_RECOVERED_AFTER (at most one per destination per NOTIFY_DESTINATION_WINDOW)
         * @description A destination succeeded again after a run of failures and had no failed attempt for NOTIFY_RECOVERED_AFTER (at most one per destination per NOTIFY_DESTINATION_WINDOW). Signed per Standard Webhooks.
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
    "hookyard.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A test message asked for with POST /api/notification-endpoints/{id}/test, sent to that URL only (5 per URL, then one a minute)
         * @description A test message asked for with POST /api/notification-endpoints/{id}/test, sent to that URL only (5 per URL, then one a minute). Signed per Standard Webhooks.
         */
        post: operations["webhook_hookyard_test"];
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
            /** @description Set when the person joined through an invitation */
            name: string | null;
            two_factor_enabled: boolean;
        };
        SessionOrganizationDto: {
            /** Format: uuid */
            id: string;
            name: string;
        };
        MembershipDto: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            role: "viewer" | "developer" | "admin" | "owner";
        };
        SessionResponseDto: {
            user: components["schemas"]["SessionUserDto"];
            /** @description The organization this session is signed in to */
            organization: components["schemas"]["SessionOrganizationDto"];
            /**
             * @description The person's role in that organization
             * @enum {string}
             */
            role: "viewer" | "developer" | "admin" | "owner";
            /** @description Every organization the person belongs to, by name */
            organizations: components["schemas"]["MembershipDto"][];
            /** @description Send back as X-CSRF-Token on every session-authenticated POST/PATCH/PUT/DELETE. */
            csrf_token: string;
            /** @description A restricted session: the organization requires two-factor and the person has none yet; only setting it up (and signing out) is open. */
            two_factor_setup_required: boolean;
        };
        LoginWithCodeDto: {
            /** @example ada@example.com */
            email: string;
            /** @example correct horse battery staple */
            password: string;
            /**
             * @description With two-factor on: a code of the authenticator app (6 digits) or an unused recovery code.
             * @example 123456
             */
            code?: string;
        };
        SwitchOrganizationDto: {
            /**
             * Format: uuid
             * @description An organization the signed-in person is a member of
             */
            organization_id: string;
        };
        TwoFactorStatusDto: {
            enabled: boolean;
            /** Format: date-time */
            enabled_at: string | null;
            /** @description Recovery codes not used yet (0 while two-factor is off). */
            recovery_codes_remaining: number;
        };
        TwoFactorSetupDto: {
            /** @description The TOTP secret, base32 (shown this once; type it into the app if the QR code cannot be read). */
            secret: string;
            /**
             * @description otpauth://totp/… with the secret, for a QR code.
             * @example otpauth://totp/Hookyard:ada%40example.com?…
             */
            otpauth_url: string;
        };
        TwoFactorCodeDto: {
            /**
             * @description A code of the authenticator app for the secret of the setup.
             * @example 123456
             */
            code: string;
        };
        RecoveryCodesDto: {
            /**
             * @description Ten one-time codes, shown this once.
             * @example [
             *       "abcd-efgh-ijkl-mnop"
             *     ]
             */
            recovery_codes: string[];
        };
        DisableTwoFactorDto: {
            /** @description A code of the authenticator app (6 digits) or an unused recovery code. Either this or password. */
            code?: string;
            /** @description The account password, instead of a code. */
            password?: string;
        };
        ChangePasswordDto: {
            current_password: string;
            new_password: string;
        };
        AccountSessionDto: {
            /** Format: uuid */
            id: string;
            /** @description Browser and system read from the user agent, e.g. "Firefox on macOS". */
            device: string;
            user_agent: string | null;
            /** @description The client address it signed in from. */
            ip: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_used_at: string;
            /** @description The session of this request. */
            current: boolean;
        };
        AccountSessionListDto: {
            data: components["schemas"]["AccountSessionDto"][];
        };
        SignedOutDto: {
            /** @description How many sessions ended. */
            signed_out: number;
        };
        MemberDto: {
            /** Format: uuid */
            user_id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            role: "viewer" | "developer" | "admin" | "owner";
            /** Format: date-time */
            joined_at: string;
            /**
             * Format: date-time
             * @description The last request of one of their sessions here
             */
            last_seen_at: string | null;
            /** @description Whether they sign in with a second factor */
            two_factor_enabled: boolean;
            /** @description Whether they have signed in through the organization’s single sign-on */
            sso: boolean;
        };
        MemberListDto: {
            data: components["schemas"]["MemberDto"][];
        };
        UpdateMemberDto: {
            /**
             * @example developer
             * @enum {string}
             */
            role: "viewer" | "developer" | "admin" | "owner";
        };
        CreateInvitationDto: {
            /** @example grace@example.com */
            email: string;
            /**
             * @description Only an owner invites an owner
             * @example developer
             * @enum {string}
             */
            role: "viewer" | "developer" | "admin" | "owner";
        };
        CreatedInvitationDto: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @enum {string} */
            role: "viewer" | "developer" | "admin" | "owner";
            /** @description Who invited (null once their account is gone) */
            invited_by_email: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Past it, accepting answers 410 invitation_expired
             */
            expires_at: string;
            /**
             * @description The link to accept it: shown once (only its token’s hash is kept)
             * @example https://hookyard.example.com/invitations/accept?token=…
             */
            invite_url: string;
            /** @description Whether it was e-mailed (SMTP_URL set and the relay took it); else give the link yourself */
            email_sent: boolean;
        };
        InvitationDto: {
            /** Format: uuid */
            id: string;
            email: string;
            /** @enum {string} */
            role: "viewer" | "developer" | "admin" | "owner";
            /** @description Who invited (null once their account is gone) */
            invited_by_email: string | null;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Past it, accepting answers 410 invitation_expired
             */
            expires_at: string;
        };
        InvitationListDto: {
            data: components["schemas"]["InvitationDto"][];
        };
        AcceptInvitationDto: {
            /** @description The token of the invite_url */
            token: string;
            /** @description A new person: their name (required for them) */
            name?: string;
            /** @description A new person: the password they choose (12 characters or more). A person with an account: its password, unless signed in as them */
            password?: string;
            /** @description A person with an account and two-factor on, accepting with its password: a code of the app or a recovery code */
            code?: string;
        };
        SsoDto: {
            issuer_url: string;
            client_id: string;
            email_domains: string[];
            /** @enum {string} */
            default_role: "viewer" | "developer" | "admin";
            enforce: boolean;
            /** @description Register this as the redirect URI of the client at the provider */
            redirect_uri: string;
            /** Format: date-time */
            updated_at: string;
        };
        PutSsoDto: {
            /**
             * @description The OpenID Connect issuer; discovered at once (`/.well-known/openid-configuration`), `https://` unless SSO_ALLOW_HTTP_ISSUERS
             * @example https://login.example.com
             */
            issuer_url: string;
            /** @example hookyard */
            client_id: string;
            /** @description Sealed at rest and never answered; required the first time, left out to keep the stored one */
            client_secret?: string;
            /**
             * @description The e-mail domains whose people sign in through it (lower-cased); each belongs to one organization only
             * @example [
             *       "example.com"
             *     ]
             */
            email_domains: string[];
            /**
             * @description The role of people created at their first sign-in
             * @example viewer
             * @enum {string}
             */
            default_role: "viewer" | "developer" | "admin";
            /** @description Refuse password sign-in to everyone but owners (their break-glass) */
            enforce: boolean;
        };
        StartSsoDto: {
            /**
             * @description Its domain picks the organization
             * @example ada@example.com
             */
            email: string;
        };
        SsoStartedDto: {
            /** @description Send the browser there: the provider’s sign-in page */
            authorization_url: string;
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
            /**
             * @description unique in the organization, ignoring case (409 project_name_taken)
             * @example Payments
             */
            name: string;
        };
        UpdateProjectDto: {
            /** @example Payments */
            name: string;
        };
        OrganizationSettingsDto: {
            /** @description Members without two-factor are signed in to a session that can only set it up. */
            require_two_factor: boolean;
        };
        UpdateOrganizationSettingsDto: {
            /** @description Members without two-factor are signed in to a session that can only set it up. */
            require_two_factor?: boolean;
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
            /** @description Where this endpoint's events carry their type, kept as each event's event_type: a JSON Pointer (RFC 6901) into the body or a request header. null: the verified provider's usual place (stripe /type, github x-github-event, shopify x-shopify-topic, slack /event/type, standard_webhooks /type), or none. */
            event_type_source: ({
                /** @enum {string} */
                kind: "json_pointer";
                /** @example /type */
                pointer: string;
            } | {
                /** @enum {string} */
                kind: "header";
                /** @example x-github-event */
                name: string;
            }) | null;
            destination_count: number;
            /**
             * @description its worst destination's health state (failing, disabled, degraded, healthy, in that order); null without destinations
             * @enum {string|null}
             */
            health: "healthy" | "degraded" | "failing" | "disabled" | null;
            /**
             * @description `notifications`: the endpoint holding the organization's notification URLs; nothing ingests to it
             * @enum {string}
             */
            purpose: "ingest" | "notifications";
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
            /** @description Where this endpoint's events carry their type, kept as each event's event_type: a JSON Pointer (RFC 6901) into the body or a request header. null: the verified provider's usual place (stripe /type, github x-github-event, shopify x-shopify-topic, slack /event/type, standard_webhooks /type), or none. */
            event_type_source?: ({
                /** @enum {string} */
                kind: "json_pointer";
                /** @example /type */
                pointer: string;
            } | {
                /** @enum {string} */
                kind: "header";
                /** @example x-github-event */
                name: string;
            }) | null;
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
            /** @description Where this endpoint's events carry their type, kept as each event's event_type: a JSON Pointer (RFC 6901) into the body or a request header. null: the verified provider's usual place (stripe /type, github x-github-event, shopify x-shopify-topic, slack /event/type, standard_webhooks /type), or none. */
            event_type_source: ({
                /** @enum {string} */
                kind: "json_pointer";
                /** @example /type */
                pointer: string;
            } | {
                /** @enum {string} */
                kind: "header";
                /** @example x-github-event */
                name: string;
            }) | null;
            destination_count: number;
            /**
             * @description its worst destination's health state (failing, disabled, degraded, healthy, in that order); null without destinations
             * @enum {string|null}
             */
            health: "healthy" | "degraded" | "failing" | "disabled" | null;
            /**
             * @description `notifications`: the endpoint holding the organization's notification URLs; nothing ingests to it
             * @enum {string}
             */
            purpose: "ingest" | "notifications";
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
            /** @description Where this endpoint's events carry their type, kept as each event's event_type: a JSON Pointer (RFC 6901) into the body or a request header. null: the verified provider's usual place (stripe /type, github x-github-event, shopify x-shopify-topic, slack /event/type, standard_webhooks /type), or none. */
            event_type_source?: ({
                /** @enum {string} */
                kind: "json_pointer";
                /** @example /type */
                pointer: string;
            } | {
                /** @enum {string} */
                kind: "header";
                /** @example x-github-event */
                name: string;
            }) | null;
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
            /**
             * @description disabled: not active; failing: its last 3 attempts failed, or under 50 % of recent attempts succeeded; degraded: its last attempt failed, or under 95 % succeeded; healthy: otherwise (no attempts too). Recent: the last hour, or the last 24 h when the hour had none (docs/http.md)
             * @enum {string}
             */
            state: "healthy" | "degraded" | "failing" | "disabled";
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
            /** @enum {string} */
            type: "http" | "listener" | "amqp" | "nats" | "mqtt";
            /** @description null for a listener; a broker URL with its password as [redacted] */
            url: string | null;
            /** @description amqp: the exchange published to ("" the default exchange); null for other types */
            exchange: string | null;
            /** @description amqp: the routing key; null for other types */
            routing_key: string | null;
            /** @description nats: the JetStream subject published to; null for other types */
            subject: string | null;
            /** @description mqtt: the topic published to (QoS 1); null for other types */
            topic: string | null;
            active: boolean;
            /**
             * @description `manual`: disabled by a person or key; `gone`: it answered 410; `failing`: every attempt failed for DESTINATION_DISABLE_AFTER
             * @enum {string|null}
             */
            disabled_reason: "manual" | "gone" | "failing" | null;
            timeout_ms: number;
            /**
             * @description Which events this destination receives; null: all of them. Every part present must match. event_types: exact types or prefixes ending in * (any one matching); body: a JSON filter on the parsed JSON body (a body that is not JSON never matches); headers: a JSON filter on the sender headers, names in lower case. JSON filters match objects key by key, primitives by equality, a primitive against an array as "contains", with the operators $eq $neq $gt $gte $lt $lte $in $nin $startsWith $endsWith $exist $or $and $not. At most 16384 bytes serialized and 10 levels deep.
             * @example {
             *       "event_types": [
             *         "invoice.*"
             *       ],
             *       "body": {
             *         "amount": {
             *           "$gte": 100
             *         }
             *       }
             *     }
             */
            filter: {
                event_types?: string[];
                body?: {
                    [key: string]: unknown;
                };
                headers?: {
                    [key: string]: unknown;
                };
            } | null;
            /**
             * @description JavaScript run on each delivery before it is sent; null: the request goes as received. The code defines `function handler(request, context)`: request is {method, url, headers, body} (body parsed when it is JSON, else the text; headers the sender headers forwarded), context {event_id, event_type, endpoint_id, destination_id}. It returns the request to send (method POST, PUT or PATCH, any http(s) URL, headers, a body serialized as JSON unless it is a string; a field left out keeps the request's) or null to skip the delivery (job filtered, filtered_by transformation). Custom headers and Hookyard's own headers still apply over the returned ones; the signature covers the body sent. Runs in a sandbox without I/O, timers or network, within TRANSFORM_TIMEOUT_MS and 16 MiB; a code that throws or passes a limit sends nothing and the job is dead-lettered (transformation_failed). Code of at most 65536 bytes.
             * @example {
             *       "code": "function handler(request, context) {\n  request.headers[\"x-event-type\"] = context.event_type;\n  return request;\n}"
             *     }
             */
            transformation: {
                code: string;
            } | null;
            /** @description The custom headers' names (lower case), each with "[redacted]": values are never answered */
            headers: {
                [key: string]: "[redacted]";
            };
            rate_limit_per_second: number | null;
            /**
             * Format: date-time
             * @description Until then deliveries are signed with the previous secret too (after a rotation with overlap); null when none is kept
             */
            previous_secret_expires_at: string | null;
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
            /**
             * @description `http`: deliveries are POSTed to `url`; `listener`: no URL, deliveries go down the stream that `hookyard listen` holds open (GET /api/listeners/{destinationId}/stream) and its local answer is recorded as the attempt; `amqp`, `nats`, `mqtt`: published to the broker at `url` (exchange and routing_key, subject, topic), the broker's acknowledgement is success
             * @default http
             * @enum {string}
             */
            type?: "http" | "listener" | "amqp" | "nats" | "mqtt";
            /**
             * @description Required for http and the broker types (at most 2048 characters), absent for a listener. http: an absolute http(s) URL without user-info; amqp: amqp:// or amqps:// (the path is the vhost); nats: nats:// or tls://; mqtt: mqtt:// or mqtts://. A broker URL's user-info (user:password, or a lone token) is sealed at rest and answered as user:[redacted]@ or [redacted]@.
             * @example https://billing.example.com/webhooks
             */
            url?: string;
            /** @description amqp: the exchange published to ("" the default exchange). A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            exchange?: string;
            /** @description amqp: the routing key. A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            routing_key?: string;
            /** @description nats: the JetStream subject published to. A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            subject?: string;
            /** @description mqtt: the topic published to (QoS 1). A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            topic?: string;
            /** @default 15000 */
            timeout_ms?: number;
            /**
             * @description Which events this destination receives; null: all of them. Every part present must match. event_types: exact types or prefixes ending in * (any one matching); body: a JSON filter on the parsed JSON body (a body that is not JSON never matches); headers: a JSON filter on the sender headers, names in lower case. JSON filters match objects key by key, primitives by equality, a primitive against an array as "contains", with the operators $eq $neq $gt $gte $lt $lte $in $nin $startsWith $endsWith $exist $or $and $not. At most 16384 bytes serialized and 10 levels deep.
             * @example {
             *       "event_types": [
             *         "invoice.*"
             *       ],
             *       "body": {
             *         "amount": {
             *           "$gte": 100
             *         }
             *       }
             *     }
             */
            filter?: {
                event_types?: string[];
                body?: {
                    [key: string]: unknown;
                };
                headers?: {
                    [key: string]: unknown;
                };
            } | null;
            /**
             * @description JavaScript run on each delivery before it is sent; null: the request goes as received. The code defines `function handler(request, context)`: request is {method, url, headers, body} (body parsed when it is JSON, else the text; headers the sender headers forwarded), context {event_id, event_type, endpoint_id, destination_id}. It returns the request to send (method POST, PUT or PATCH, any http(s) URL, headers, a body serialized as JSON unless it is a string; a field left out keeps the request's) or null to skip the delivery (job filtered, filtered_by transformation). Custom headers and Hookyard's own headers still apply over the returned ones; the signature covers the body sent. Runs in a sandbox without I/O, timers or network, within TRANSFORM_TIMEOUT_MS and 16 MiB; a code that throws or passes a limit sends nothing and the job is dead-lettered (transformation_failed). Code of at most 65536 bytes.
             * @example {
             *       "code": "function handler(request, context) {\n  request.headers[\"x-event-type\"] = context.event_type;\n  return request;\n}"
             *     }
             */
            transformation?: {
                code: string;
            } | null;
            /**
             * @description Static headers sent with every delivery (names are HTTP tokens; hop-by-hop names, host, content-length and webhook-* are refused; values are printable ASCII, no CR/LF). They replace a forwarded sender header of the same name; Hookyard's own headers (webhook-*, user-agent, content-type) win over them. Sealed at rest and never answered: reads show each name with "[redacted]".
             * @example {
             *       "X-Api-Key": "receiver-key"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
            /** @description At most this many deliveries start per second, across all workers; deliveries past it wait their turn (they never fail for it). null: no limit. */
            rate_limit_per_second?: number | null;
        };
        CreatedDestinationResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            name: string;
            /** @enum {string} */
            type: "http" | "listener" | "amqp" | "nats" | "mqtt";
            /** @description null for a listener; a broker URL with its password as [redacted] */
            url: string | null;
            /** @description amqp: the exchange published to ("" the default exchange); null for other types */
            exchange: string | null;
            /** @description amqp: the routing key; null for other types */
            routing_key: string | null;
            /** @description nats: the JetStream subject published to; null for other types */
            subject: string | null;
            /** @description mqtt: the topic published to (QoS 1); null for other types */
            topic: string | null;
            active: boolean;
            /**
             * @description `manual`: disabled by a person or key; `gone`: it answered 410; `failing`: every attempt failed for DESTINATION_DISABLE_AFTER
             * @enum {string|null}
             */
            disabled_reason: "manual" | "gone" | "failing" | null;
            timeout_ms: number;
            /**
             * @description Which events this destination receives; null: all of them. Every part present must match. event_types: exact types or prefixes ending in * (any one matching); body: a JSON filter on the parsed JSON body (a body that is not JSON never matches); headers: a JSON filter on the sender headers, names in lower case. JSON filters match objects key by key, primitives by equality, a primitive against an array as "contains", with the operators $eq $neq $gt $gte $lt $lte $in $nin $startsWith $endsWith $exist $or $and $not. At most 16384 bytes serialized and 10 levels deep.
             * @example {
             *       "event_types": [
             *         "invoice.*"
             *       ],
             *       "body": {
             *         "amount": {
             *           "$gte": 100
             *         }
             *       }
             *     }
             */
            filter: {
                event_types?: string[];
                body?: {
                    [key: string]: unknown;
                };
                headers?: {
                    [key: string]: unknown;
                };
            } | null;
            /**
             * @description JavaScript run on each delivery before it is sent; null: the request goes as received. The code defines `function handler(request, context)`: request is {method, url, headers, body} (body parsed when it is JSON, else the text; headers the sender headers forwarded), context {event_id, event_type, endpoint_id, destination_id}. It returns the request to send (method POST, PUT or PATCH, any http(s) URL, headers, a body serialized as JSON unless it is a string; a field left out keeps the request's) or null to skip the delivery (job filtered, filtered_by transformation). Custom headers and Hookyard's own headers still apply over the returned ones; the signature covers the body sent. Runs in a sandbox without I/O, timers or network, within TRANSFORM_TIMEOUT_MS and 16 MiB; a code that throws or passes a limit sends nothing and the job is dead-lettered (transformation_failed). Code of at most 65536 bytes.
             * @example {
             *       "code": "function handler(request, context) {\n  request.headers[\"x-event-type\"] = context.event_type;\n  return request;\n}"
             *     }
             */
            transformation: {
                code: string;
            } | null;
            /** @description The custom headers' names (lower case), each with "[redacted]": values are never answered */
            headers: {
                [key: string]: "[redacted]";
            };
            rate_limit_per_second: number | null;
            /**
             * Format: date-time
             * @description Until then deliveries are signed with the previous secret too (after a rotation with overlap); null when none is kept
             */
            previous_secret_expires_at: string | null;
            /** Format: date-time */
            created_at: string;
            health: components["schemas"]["DestinationHealthDto"];
            /** @description Standard Webhooks secret (whsec_…). Shown only in this response. */
            signing_secret: string;
        };
        UpdateDestinationDto: {
            name?: string;
            /** @description Of the same type as before (see create) */
            url?: string;
            /** @description amqp: the exchange published to ("" the default exchange). A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            exchange?: string;
            /** @description amqp: the routing key. A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            routing_key?: string;
            /** @description nats: the JetStream subject published to. A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            subject?: string;
            /** @description mqtt: the topic published to (QoS 1). A template: {event_type} and {endpoint_id} are replaced with the event's type ("untyped" without one) and its endpoint's id. */
            topic?: string;
            active?: boolean;
            timeout_ms?: number;
            /**
             * @description Which events this destination receives; null: all of them. Every part present must match. event_types: exact types or prefixes ending in * (any one matching); body: a JSON filter on the parsed JSON body (a body that is not JSON never matches); headers: a JSON filter on the sender headers, names in lower case. JSON filters match objects key by key, primitives by equality, a primitive against an array as "contains", with the operators $eq $neq $gt $gte $lt $lte $in $nin $startsWith $endsWith $exist $or $and $not. At most 16384 bytes serialized and 10 levels deep.
             * @example {
             *       "event_types": [
             *         "invoice.*"
             *       ],
             *       "body": {
             *         "amount": {
             *           "$gte": 100
             *         }
             *       }
             *     }
             */
            filter?: {
                event_types?: string[];
                body?: {
                    [key: string]: unknown;
                };
                headers?: {
                    [key: string]: unknown;
                };
            } | null;
            /**
             * @description JavaScript run on each delivery before it is sent; null: the request goes as received. The code defines `function handler(request, context)`: request is {method, url, headers, body} (body parsed when it is JSON, else the text; headers the sender headers forwarded), context {event_id, event_type, endpoint_id, destination_id}. It returns the request to send (method POST, PUT or PATCH, any http(s) URL, headers, a body serialized as JSON unless it is a string; a field left out keeps the request's) or null to skip the delivery (job filtered, filtered_by transformation). Custom headers and Hookyard's own headers still apply over the returned ones; the signature covers the body sent. Runs in a sandbox without I/O, timers or network, within TRANSFORM_TIMEOUT_MS and 16 MiB; a code that throws or passes a limit sends nothing and the job is dead-lettered (transformation_failed). Code of at most 65536 bytes.
             * @example {
             *       "code": "function handler(request, context) {\n  request.headers[\"x-event-type\"] = context.event_type;\n  return request;\n}"
             *     }
             */
            transformation?: {
                code: string;
            } | null;
            /**
             * @description Static headers sent with every delivery (names are HTTP tokens; hop-by-hop names, host, content-length and webhook-* are refused; values are printable ASCII, no CR/LF). They replace a forwarded sender header of the same name; Hookyard's own headers (webhook-*, user-agent, content-type) win over them. Sealed at rest and never answered: reads show each name with "[redacted]". On PATCH, `headers` replaces the whole set (`{}` removes every one).
             * @example {
             *       "X-Api-Key": "receiver-key"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
            /** @description At most this many deliveries start per second, across all workers; deliveries past it wait their turn (they never fail for it). null: no limit. */
            rate_limit_per_second?: number | null;
        };
        RotateSecretDto: {
            /**
             * @description How long deliveries stay signed with the previous secret too (webhook-signature carries both); 0 drops it at once
             * @default 86400
             */
            previous_secret_expires_in_seconds?: number;
        };
        RotatedSecretResponseDto: {
            /** Format: uuid */
            destination_id: string;
            /** @description The new signing secret. Shown only in this response. */
            signing_secret: string;
            /**
             * Format: date-time
             * @description Until then deliveries carry the signatures of both the new and the previous secret; from then on only the new one's
             */
            previous_secret_expires_at: string;
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
            /**
             * @description The event's type, read at ingest from its endpoint's event_type_source; null when none applied or none was found
             * @example invoice.paid
             */
            event_type: string | null;
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
            status: "pending" | "in_progress" | "succeeded" | "failed" | "retry_scheduled" | "dead_lettered" | "cancelled" | "filtered";
            /**
             * @description For a `filtered` job (nothing sent, not a failure), the part of its destination's filter that refused the event; else null
             * @enum {string|null}
             */
            filtered_by: "event_type" | "body" | "headers" | "transformation" | null;
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
        TransformedRequestDto: {
            /** @enum {string} */
            method: "POST" | "PUT" | "PATCH";
            /** @example hooks.example.com */
            host: string;
            /** @example /billing */
            path: string;
            /**
             * @description Size in bytes of the body sent (never the body); null for an attempt recorded before Hookyard kept it
             * @example 312
             */
            body_size_bytes: number | null;
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
            error_code: "http_status" | "timeout" | "connection_refused" | "connection_reset" | "dns_failure" | "tls_failure" | "address_refused" | "redirect_refused" | "invalid_response" | "transformation_failed" | "listener_offline" | "broker_refused" | null;
            /** @description The headers Hookyard sent. Its own (webhook-id, webhook-timestamp, webhook-signature, user-agent, content-type) appear as sent; every forwarded sender header appears by name with the value "[redacted]" (it may carry the sender's credentials), unless its name is on the allowlist: content-type, content-encoding, user-agent, x-github-event, x-github-delivery, x-shopify-topic, x-request-id, and the names the operator adds with SHOWN_SENDER_HEADERS */
            request_headers: {
                [key: string]: string;
            };
            /** @description What the destination's transformation made of the request: its method, URL host and path and body size (never the query or the body; request_headers names its headers). null when the request went as received */
            transformed_request: components["schemas"]["TransformedRequestDto"] | null;
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
            reason: "max_attempts_exhausted" | "no_active_destinations" | "destination_disabled" | "transformation_failed";
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
            /**
             * @description The event's type, read at ingest from its endpoint's event_type_source; null when none applied or none was found
             * @example invoice.paid
             */
            event_type: string | null;
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
        EventCountsByStatusDto: {
            received: number;
            queued: number;
            delivered: number;
            failed: number;
            retry_scheduled: number;
            dead_lettered: number;
            replayed: number;
            archived: number;
        };
        EventCountsDto: {
            /** Format: date-time */
            received_from: string;
            /** @description events received since then, Hookyard’s own notifications left out */
            total: number;
            /** @description those events by their status now */
            by_status: components["schemas"]["EventCountsByStatusDto"];
        };
        DeliveryJobResponseDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            destination_id: string;
            /** @enum {string} */
            status: "pending" | "in_progress" | "succeeded" | "failed" | "retry_scheduled" | "dead_lettered" | "cancelled" | "filtered";
            /**
             * @description For a `filtered` job (nothing sent, not a failure), the part of its destination's filter that refused the event; else null
             * @enum {string|null}
             */
            filtered_by: "event_type" | "body" | "headers" | "transformation" | null;
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
        ReplayEventDto: {
            /** @description Replay to these destinations only (each an active destination of the event's endpoint); left out: to every active one */
            destination_ids?: string[];
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
            /**
             * @description Event types, comma-separated, any one matching: an exact type (invoice.paid) or a prefix ending in * (invoice.*); at most 20, none empty, a * only at the end. Events without a type never match. (a comma-separated string is accepted too)
             * @example [
             *       "invoice.*",
             *       "customer.created"
             *     ]
             */
            eventType?: string[];
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
            /**
             * @description Event types, comma-separated, any one matching: an exact type (invoice.paid) or a prefix ending in * (invoice.*); at most 20, none empty, a * only at the end. Events without a type never match. (a comma-separated string is accepted too)
             * @example [
             *       "invoice.*",
             *       "customer.created"
             *     ]
             */
            eventType?: string[];
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
        NotificationTestSentDto: {
            /** @description the `evt_` id of the test message: its event, with the attempts of its delivery to this URL */
            event_id: string;
        };
        RoutingSampleDto: {
            /**
             * @example {
             *       "x-shop": "alpha"
             *     }
             */
            headers?: {
                [key: string]: string;
            };
            /**
             * @description The body as a sender would send it
             * @example {"type":"invoice.paid","amount":150}
             */
            body: string;
        };
        RoutingTestDto: {
            /** @description Where this endpoint's events carry their type, kept as each event's event_type: a JSON Pointer (RFC 6901) into the body or a request header. null: the verified provider's usual place (stripe /type, github x-github-event, shopify x-shopify-topic, slack /event/type, standard_webhooks /type), or none. */
            event_type_source?: ({
                /** @enum {string} */
                kind: "json_pointer";
                /** @example /type */
                pointer: string;
            } | {
                /** @enum {string} */
                kind: "header";
                /** @example x-github-event */
                name: string;
            }) | null;
            /**
             * @description Which events this destination receives; null: all of them. Every part present must match. event_types: exact types or prefixes ending in * (any one matching); body: a JSON filter on the parsed JSON body (a body that is not JSON never matches); headers: a JSON filter on the sender headers, names in lower case. JSON filters match objects key by key, primitives by equality, a primitive against an array as "contains", with the operators $eq $neq $gt $gte $lt $lte $in $nin $startsWith $endsWith $exist $or $and $not. At most 16384 bytes serialized and 10 levels deep.
             * @example {
             *       "event_types": [
             *         "invoice.*"
             *       ],
             *       "body": {
             *         "amount": {
             *           "$gte": 100
             *         }
             *       }
             *     }
             */
            filter?: {
                event_types?: string[];
                body?: {
                    [key: string]: unknown;
                };
                headers?: {
                    [key: string]: unknown;
                };
            } | null;
            /**
             * @description JavaScript run on each delivery before it is sent; null: the request goes as received. The code defines `function handler(request, context)`: request is {method, url, headers, body} (body parsed when it is JSON, else the text; headers the sender headers forwarded), context {event_id, event_type, endpoint_id, destination_id}. It returns the request to send (method POST, PUT or PATCH, any http(s) URL, headers, a body serialized as JSON unless it is a string; a field left out keeps the request's) or null to skip the delivery (job filtered, filtered_by transformation). Custom headers and Hookyard's own headers still apply over the returned ones; the signature covers the body sent. Runs in a sandbox without I/O, timers or network, within TRANSFORM_TIMEOUT_MS and 16 MiB; a code that throws or passes a limit sends nothing and the job is dead-lettered (transformation_failed). Code of at most 65536 bytes.
             * @example {
             *       "code": "function handler(request, context) {\n  request.headers[\"x-event-type\"] = context.event_type;\n  return request;\n}"
             *     }
             */
            transformation?: {
                code: string;
            } | null;
            sample: components["schemas"]["RoutingSampleDto"];
        };
        RoutingRequestDto: {
            /** @enum {string} */
            method: "POST" | "PUT" | "PATCH";
            url: string;
            headers: {
                [key: string]: string;
            };
            /** @description The body that would be sent, as text */
            body: string;
        };
        RoutingErrorDto: {
            message: string;
            line: number | null;
            column: number | null;
        };
        RoutingTestResponseDto: {
            /** @description The sample's type as event_type_source reads it */
            event_type: string | null;
            /** @description Whether the filter takes the sample (true without a filter) */
            matched: boolean;
            /** @enum {string|null} */
            filtered_by: "event_type" | "body" | "headers" | "transformation" | null;
            /** @description The request a destination would receive (before its custom headers and Hookyard's own); null when the sample is filtered or the transformation failed */
            request: components["schemas"]["RoutingRequestDto"] | null;
            /** @description Why the transformation failed, where in the code when known */
            error: components["schemas"]["RoutingErrorDto"] | null;
            /** @description How long the test took, in milliseconds */
            duration_ms: number;
        };
        ListenerStatusDto: {
            /** Format: uuid */
            destination_id: string;
            connected: boolean;
            /** @description The name the CLI gave (--name; user@host by default); null when offline */
            client: string | null;
            /**
             * Format: date-time
             * @description When the stream opened; null when offline
             */
            since: string | null;
        };
        ListenerReplyDto: {
            /**
             * Format: uuid
             * @description The delivery's id, as the stream sent it
             */
            id: string;
            /** @description The HTTP status answered; null when the local URL could not be reached */
            status: number | null;
            /** @description The answer's headers */
            headers?: {
                [key: string]: string;
            };
            /** @description The first 8 KiB of the answer's body, base64 */
            body_base64?: string | null;
            /** @description The whole body's size as read */
            body_size_bytes?: number;
            duration_ms: number;
            /** @description Why the local URL could not be reached */
            error?: string | null;
        };
        AuditActorDto: {
            /** @enum {string} */
            type: "user" | "api_key" | "system";
            /**
             * Format: uuid
             * @description the user's or key's id; null for system
             */
            id: string | null;
            /** @description a person's e-mail (for a failed sign-in, the e-mail tried) or a key's name, as they were then; null for system */
            label: string | null;
        };
        AuditTargetDto: {
            /** @enum {string} */
            type: "organization" | "user" | "invitation" | "session" | "api_key" | "project" | "endpoint" | "destination" | "notification_endpoint" | "event" | "operation" | "audit_log";
            /** @description its id (a UUID, `evt_…`, `op_…`); null when it has none */
            id: string | null;
            /** @description its name as it was then */
            label: string | null;
        };
        AuditEntryDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            at: string;
            actor: components["schemas"]["AuditActorDto"];
            /** @enum {string} */
            action: "organization.created" | "session.signed_in" | "session.sign_in_failed" | "session.two_factor_failed" | "session.ended" | "session.signed_out_elsewhere" | "password.changed" | "two_factor.enabled" | "two_factor.disabled" | "organization.settings_updated" | "sso.updated" | "sso.deleted" | "member.invited" | "invitation.revoked" | "member.joined" | "member.role_changed" | "member.removed" | "api_key.created" | "api_key.revoked" | "project.created" | "project.renamed" | "project.deleted" | "endpoint.created" | "endpoint.updated" | "endpoint.token_rotated" | "verification.updated" | "verification.deleted" | "verification.secret_added" | "verification.secret_removed" | "destination.created" | "destination.updated" | "destination.deleted" | "destination.disabled" | "destination.secret_rotated" | "notification_endpoint.created" | "notification_endpoint.deleted" | "notification_endpoint.test_sent" | "event.retried" | "event.replayed" | "events.bulk_retry_started" | "events.bulk_replay_started" | "operation.cancelled" | "audit_log.pruned";
            target: components["schemas"]["AuditTargetDto"];
            /** @description the request's client address; null for the system */
            ip: string | null;
            /** @description the request's User-Agent (at most 512 characters) */
            user_agent: string | null;
            /** @description The fields that changed, each `{from, to}`; a secret, token, credential or code only as `{changed: true}`. A creation lists its first values from null. Null when the action changes no field */
            changes: {
                [key: string]: {
                    from: unknown;
                    to: unknown;
                } | {
                    /** @enum {boolean} */
                    changed: true;
                };
            } | null;
        };
        AuditLogPageDto: {
            /** @description newest first */
            data: components["schemas"]["AuditEntryDto"][];
            next_cursor: string | null;
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
        HookyardTestData: {
            /** Format: uuid */
            organization_id: string;
            /**
             * Format: uuid
             * @description the notification URL it was sent to (only that one)
             */
            notification_endpoint_id: string;
            /**
             * Format: date-time
             * @description when it was asked for
             */
            sent_at: string;
        };
        HookyardTestMessage: {
            /** @enum {string} */
            type: "hookyard.test";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["HookyardTestData"];
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
             * @description insufficient_role only
             * @enum {string}
             */
            required_role?: "viewer" | "developer" | "admin" | "owner";
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
                "application/json": components["schemas"]["LoginWithCodeDto"];
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
            /** @description invalid_credentials, two_factor_required, two_factor_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "two_factor_required" | "two_factor_invalid";
                    };
                };
            };
            /** @description no_organization, sso_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "no_organization" | "sso_required";
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
    switchOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SwitchOrganizationDto"];
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
            /** @description csrf_failed, sso_required, sso_session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "sso_required" | "sso_session";
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
    getTwoFactor: {
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
                    "application/json": components["schemas"]["TwoFactorStatusDto"];
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
    setUpTwoFactor: {
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
                    "application/json": components["schemas"]["TwoFactorSetupDto"];
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
            /** @description csrf_failed, sso_session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "sso_session";
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
            /** @description two_factor_already_enabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "two_factor_already_enabled";
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
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
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
            /** @description csrf_failed, two_factor_invalid, sso_session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "two_factor_invalid" | "sso_session";
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
            /** @description two_factor_already_enabled, two_factor_not_set_up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "two_factor_already_enabled" | "two_factor_not_set_up";
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
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableTwoFactorDto"];
            };
        };
        responses: {
            /** @description Two-factor is off; no body */
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
            /** @description csrf_failed, two_factor_setup_required, two_factor_invalid, wrong_password, sso_session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "two_factor_setup_required" | "two_factor_invalid" | "wrong_password" | "sso_session";
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
            /** @description two_factor_required_by_organization */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "two_factor_required_by_organization";
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
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description Changed; the other sessions ended; no body */
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
            /** @description csrf_failed, two_factor_setup_required, wrong_password, sso_session */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "two_factor_setup_required" | "wrong_password" | "sso_session";
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
    listSessions: {
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
                    "application/json": components["schemas"]["AccountSessionListDto"];
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
            /** @description two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "two_factor_setup_required";
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
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended; its next request is a 401; no body */
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
            /** @description csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "two_factor_setup_required";
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
    signOutEverywhere: {
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
                    "application/json": components["schemas"]["SignedOutDto"];
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
            /** @description csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "csrf_failed" | "two_factor_setup_required";
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
    listMembers: {
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
                    "application/json": components["schemas"]["MemberListDto"];
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
            /** @description two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "two_factor_setup_required";
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
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; every session of that person in this organization has ended */
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description last_owner */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "last_owner";
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
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMemberDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberDto"];
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description last_owner */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "last_owner";
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
    listInvitations: {
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
                    "application/json": components["schemas"]["InvitationListDto"];
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
            /** @description insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "two_factor_setup_required";
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
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateInvitationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitationDto"];
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description already_member */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "already_member";
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
    deleteInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; its link no longer works */
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationDto"];
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
            /** @description the password sent is not the account’s; or the account has two-factor on and the code is missing or wrong */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "two_factor_required" | "two_factor_invalid";
                    };
                };
            };
            /** @description sign_in_required; sso_required: joined, but the organization signs this role in through single sign-on only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "sign_in_required" | "sso_required";
                    };
                };
            };
            /** @description invitation_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "invitation_not_found";
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
            /** @description already_member, email_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "already_member" | "email_taken";
                    };
                };
            };
            /** @description invitation_used, invitation_expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "invitation_used" | "invitation_expired";
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
    getSso: {
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
                    "application/json": components["schemas"]["SsoDto"];
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
            /** @description insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "two_factor_setup_required";
                    };
                };
            };
            /** @description not_found: the organization has no connection */
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
    putSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PutSsoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoDto"];
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description sso_domain_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "sso_domain_taken";
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
            /** @description sso_discovery_failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "sso_discovery_failed";
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
    deleteSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; password sign-in is open to every member again */
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
                    };
                };
            };
            /** @description not_found: the organization has no connection */
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
    startSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartSsoDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoStartedDto"];
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
            /** @description sso_not_configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "sso_not_configured";
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
            /** @description sso_unavailable */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "sso_unavailable";
                    };
                };
            };
        };
    };
    ssoCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the dashboard with a session cookie; or to the login page with `?sso_error=` flow_expired, state_mismatch, nonce_mismatch, provider_error, email_not_allowed, account_exists or sso_failed */
            302: {
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description project_name_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "project_name_taken";
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
    deleteProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description project_not_empty */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "project_not_empty";
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
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProjectDto"];
            };
        };
        responses: {
            200: {
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description project_name_taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "project_name_taken";
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
    getOrganizationSettings: {
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
                    "application/json": components["schemas"]["OrganizationSettingsDto"];
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
            /** @description two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "two_factor_setup_required";
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
    updateOrganizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrganizationSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationSettingsDto"];
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "two_factor_setup_required";
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
    getDestination: {
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["RotateSecretDto"];
            };
        };
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description method_not_allowed: any method but POST on this path (GET, HEAD, PUT, …), whatever the token; Allow: POST */
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
                /** @description Hookyard's own notification events are left out unless true (or unless `endpointId` names their endpoint) */
                includeNotifications?: boolean;
                destinationId?: string;
                /** @description One status or a comma-separated list */
                status?: string;
                /** @description Event types, comma-separated, any one matching: an exact type (invoice.paid) or a prefix ending in * (invoice.*); at most 20, none empty, a * only at the end. Events without a type never match. */
                eventType?: string;
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
            /** @description insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "two_factor_setup_required";
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
                /** @description Hookyard's own notification events are left out unless true (or unless `endpointId` names their endpoint) */
                includeNotifications?: boolean;
                destinationId?: string;
                /** @description One status or a comma-separated list */
                status?: string;
                /** @description Event types, comma-separated, any one matching: an exact type (invoice.paid) or a prefix ending in * (invoice.*); at most 20, none empty, a * only at the end. Events without a type never match. */
                eventType?: string;
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
    countEvents: {
        parameters: {
            query: {
                /** @description count the events received from this time on (inclusive) */
                receivedFrom: string;
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
                    "application/json": components["schemas"]["EventCountsDto"];
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ReplayEventDto"];
            };
        };
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description no_active_destinations, destination_not_active, event_archived */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "no_active_destinations" | "destination_not_active" | "event_archived";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
                /** @description Hookyard's own notifications count only when true (or when `endpointId` or `destinationId` names theirs) */
                includeNotifications?: boolean;
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
    testNotificationEndpoint: {
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
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationTestSentDto"];
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
    testRouting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoutingTestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoutingTestResponseDto"];
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
    getListener: {
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
                    "application/json": components["schemas"]["ListenerStatusDto"];
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description not_a_listener */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_a_listener";
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
    listen: {
        parameters: {
            query?: {
                /** @description Who listens, shown on the destination (hookyard listen --name; default user@host) */
                client?: string;
            };
            header?: never;
            path: {
                destinationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events until either side closes: `ready` once, then a `delivery` per delivery ({id, event_id, event_type, method, headers, body_base64}: the signed request), `replaced` when another stream takes the destination over, `closing` at shutdown; a comment every 5 s keeps the connection open. Deliveries waiting for a retry are sent at once when a stream opens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
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
            /** @description insufficient_scope, insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "two_factor_setup_required";
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
            /** @description not_a_listener */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_a_listener";
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
    replyToDelivery: {
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
                "application/json": components["schemas"]["ListenerReplyDto"];
            };
        };
        responses: {
            /** @description Handed to the worker that waits for it (if none still does, it is dropped) */
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description not_a_listener */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "not_a_listener";
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
    listAuditLog: {
        parameters: {
            query?: {
                /** @description A person's or an API key's id (UUID), or `system` */
                actor?: string;
                /** @description One action, or a group of them as `<group>.*`; the actions: organization.created, session.signed_in, session.sign_in_failed, session.two_factor_failed, session.ended, session.signed_out_elsewhere, password.changed, two_factor.enabled, two_factor.disabled, organization.settings_updated, sso.updated, sso.deleted, member.invited, invitation.revoked, member.joined, member.role_changed, member.removed, api_key.created, api_key.revoked, project.created, project.renamed, project.deleted, endpoint.created, endpoint.updated, endpoint.token_rotated, verification.updated, verification.deleted, verification.secret_added, verification.secret_removed, destination.created, destination.updated, destination.deleted, destination.disabled, destination.secret_rotated, notification_endpoint.created, notification_endpoint.deleted, notification_endpoint.test_sent, event.retried, event.replayed, events.bulk_retry_started, events.bulk_replay_started, operation.cancelled, audit_log.pruned */
                action?: string;
                targetType?: "organization" | "user" | "invitation" | "session" | "api_key" | "project" | "endpoint" | "destination" | "notification_endpoint" | "event" | "operation" | "audit_log";
                /** @description The target's id as entries show it (a UUID, `evt_…`, `op_…`) */
                targetId?: string;
                /** @description inclusive */
                from?: string;
                /** @description exclusive */
                to?: string;
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
                    "application/json": components["schemas"]["AuditLogPageDto"];
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
            /** @description insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "two_factor_setup_required";
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
    exportAuditLog: {
        parameters: {
            query?: {
                /** @description A person's or an API key's id (UUID), or `system` */
                actor?: string;
                /** @description One action, or a group of them as `<group>.*`; the actions: organization.created, session.signed_in, session.sign_in_failed, session.two_factor_failed, session.ended, session.signed_out_elsewhere, password.changed, two_factor.enabled, two_factor.disabled, organization.settings_updated, sso.updated, sso.deleted, member.invited, invitation.revoked, member.joined, member.role_changed, member.removed, api_key.created, api_key.revoked, project.created, project.renamed, project.deleted, endpoint.created, endpoint.updated, endpoint.token_rotated, verification.updated, verification.deleted, verification.secret_added, verification.secret_removed, destination.created, destination.updated, destination.deleted, destination.disabled, destination.secret_rotated, notification_endpoint.created, notification_endpoint.deleted, notification_endpoint.test_sent, event.retried, event.replayed, events.bulk_retry_started, events.bulk_replay_started, operation.cancelled, audit_log.pruned */
                action?: string;
                targetType?: "organization" | "user" | "invitation" | "session" | "api_key" | "project" | "endpoint" | "destination" | "notification_endpoint" | "event" | "operation" | "audit_log";
                /** @description The target's id as entries show it (a UUID, `evt_…`, `op_…`) */
                targetId?: string;
                /** @description inclusive */
                from?: string;
                /** @description exclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 4180 CSV, one row per entry */
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
            /** @description insufficient_role, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_role" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, insufficient_role, csrf_failed, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "insufficient_role" | "csrf_failed" | "two_factor_setup_required";
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
            /** @description insufficient_scope, two_factor_setup_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {unknown} */
                        code?: "insufficient_scope" | "two_factor_setup_required";
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
    webhook_hookyard_test: {
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
                "application/json": components["schemas"]["HookyardTestMessage"];
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
export const pathsApiAuthLoginPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["invalid_credentials", "two_factor_required", "two_factor_invalid"];
export const pathsApiAuthLoginPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/login"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["no_organization", "sso_required"];
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
export const pathsApiAuthSwitchOrganizationPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthSwitchOrganizationPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAuthSwitchOrganizationPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "sso_required", "sso_session"];
export const pathsApiAuthSwitchOrganizationPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiAuthSwitchOrganizationPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthSwitchOrganizationPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAuthSwitchOrganizationPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAuthSwitchOrganizationPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/switch-organization"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountTwoFactorGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountTwoFactorGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountTwoFactorGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountTwoFactorGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountTwoFactorSetupPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountTwoFactorSetupPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountTwoFactorSetupPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "sso_session"];
export const pathsApiAccountTwoFactorSetupPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountTwoFactorSetupPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["two_factor_already_enabled"];
export const pathsApiAccountTwoFactorSetupPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAccountTwoFactorSetupPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAccountTwoFactorSetupPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/setup"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountTwoFactorEnablePostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountTwoFactorEnablePostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountTwoFactorEnablePostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "two_factor_invalid", "sso_session"];
export const pathsApiAccountTwoFactorEnablePostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountTwoFactorEnablePostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["two_factor_already_enabled", "two_factor_not_set_up"];
export const pathsApiAccountTwoFactorEnablePostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAccountTwoFactorEnablePostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAccountTwoFactorEnablePostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiAccountTwoFactorEnablePostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/enable"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountTwoFactorDisablePostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountTwoFactorDisablePostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountTwoFactorDisablePostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "two_factor_setup_required", "two_factor_invalid", "wrong_password", "sso_session"];
export const pathsApiAccountTwoFactorDisablePostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountTwoFactorDisablePostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["two_factor_required_by_organization"];
export const pathsApiAccountTwoFactorDisablePostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAccountTwoFactorDisablePostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAccountTwoFactorDisablePostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiAccountTwoFactorDisablePostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/two-factor/disable"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountPasswordPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountPasswordPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountPasswordPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "two_factor_setup_required", "wrong_password", "sso_session"];
export const pathsApiAccountPasswordPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountPasswordPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAccountPasswordPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAccountPasswordPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiAccountPasswordPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/password"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountSessionsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountSessionsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountSessionsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["two_factor_setup_required"];
export const pathsApiAccountSessionsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountSessionsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountSessionsSessionIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountSessionsSessionIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountSessionsSessionIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "two_factor_setup_required"];
export const pathsApiAccountSessionsSessionIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiAccountSessionsSessionIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountSessionsSessionIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAccountSessionsSessionIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiAccountSessionsSessionIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAccountSessionsSessionIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/{sessionId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["csrf_failed", "two_factor_setup_required"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAccountSessionsSignOutEverywherePostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/account/sessions/sign-out-everywhere"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiMembersGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiMembersGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiMembersGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["two_factor_setup_required"];
export const pathsApiMembersGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiMembersGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiMembersUserIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiMembersUserIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiMembersUserIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiMembersUserIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiMembersUserIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiMembersUserIdDeleteResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["last_owner"];
export const pathsApiMembersUserIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiMembersUserIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiMembersUserIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiMembersUserIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiMembersUserIdPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiMembersUserIdPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiMembersUserIdPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiMembersUserIdPatchResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiMembersUserIdPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiMembersUserIdPatchResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["last_owner"];
export const pathsApiMembersUserIdPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiMembersUserIdPatchResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiMembersUserIdPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiMembersUserIdPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/members/{userId}"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiInvitationsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiInvitationsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiInvitationsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "two_factor_setup_required"];
export const pathsApiInvitationsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiInvitationsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiInvitationsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiInvitationsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiInvitationsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiInvitationsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiInvitationsPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["already_member"];
export const pathsApiInvitationsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiInvitationsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiInvitationsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiInvitationsInvitationIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiInvitationsInvitationIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiInvitationsInvitationIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiInvitationsInvitationIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiInvitationsInvitationIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiInvitationsInvitationIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiInvitationsInvitationIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiInvitationsInvitationIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiInvitationsInvitationIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/invitations/{invitationId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuthAcceptInvitationPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthAcceptInvitationPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["invalid_credentials", "two_factor_required", "two_factor_invalid"];
export const pathsApiAuthAcceptInvitationPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["sign_in_required", "sso_required"];
export const pathsApiAuthAcceptInvitationPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["invitation_not_found"];
export const pathsApiAuthAcceptInvitationPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthAcceptInvitationPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["already_member", "email_taken"];
export const pathsApiAuthAcceptInvitationPostResponses410ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["410"]["content"]["application/problem+json"]["code"]> = ["invitation_used", "invitation_expired"];
export const pathsApiAuthAcceptInvitationPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAuthAcceptInvitationPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAuthAcceptInvitationPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiAuthAcceptInvitationPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/accept-invitation"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiSsoGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiSsoGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiSsoGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "two_factor_setup_required"];
export const pathsApiSsoGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiSsoGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiSsoGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiSsoPutResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiSsoPutResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiSsoPutResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiSsoPutResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiSsoPutResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiSsoPutResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["sso_domain_taken"];
export const pathsApiSsoPutResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiSsoPutResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiSsoPutResponses422ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["422"]["content"]["application/problem+json"]["code"]> = ["sso_discovery_failed"];
export const pathsApiSsoPutResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["put"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiSsoDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiSsoDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiSsoDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiSsoDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiSsoDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiSsoDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiSsoDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiSsoDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/sso"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuthSsoPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthSsoPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["sso_not_configured"];
export const pathsApiAuthSsoPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthSsoPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiAuthSsoPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiAuthSsoPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuthSsoPostResponses502ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso"]["post"]["responses"]["502"]["content"]["application/problem+json"]["code"]> = ["sso_unavailable"];
export const pathsApiAuthSsoCallbackGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso/callback"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuthSsoCallbackGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso/callback"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuthSsoCallbackGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/auth/sso/callback"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiProjectsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiProjectsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiProjectsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiProjectsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiProjectsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiProjectsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiProjectsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiProjectsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiProjectsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiProjectsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiProjectsPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["project_name_taken"];
export const pathsApiProjectsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiProjectsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiProjectsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiProjectsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiProjectsProjectIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiProjectsProjectIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiProjectsProjectIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiProjectsProjectIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiProjectsProjectIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiProjectsProjectIdDeleteResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["project_not_empty"];
export const pathsApiProjectsProjectIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiProjectsProjectIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiProjectsProjectIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiProjectsProjectIdDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiProjectsProjectIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiProjectsProjectIdPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiProjectsProjectIdPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiProjectsProjectIdPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiProjectsProjectIdPatchResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiProjectsProjectIdPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiProjectsProjectIdPatchResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["project_name_taken"];
export const pathsApiProjectsProjectIdPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiProjectsProjectIdPatchResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiProjectsProjectIdPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiProjectsProjectIdPatchResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiProjectsProjectIdPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/projects/{projectId}"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOrganizationSettingsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOrganizationSettingsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiOrganizationSettingsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["two_factor_setup_required"];
export const pathsApiOrganizationSettingsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOrganizationSettingsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOrganizationSettingsPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOrganizationSettingsPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiOrganizationSettingsPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiOrganizationSettingsPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOrganizationSettingsPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiOrganizationSettingsPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiOrganizationSettingsPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/organization/settings"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiApiKeysGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiApiKeysGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiApiKeysGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "two_factor_setup_required"];
export const pathsApiApiKeysGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiApiKeysGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiApiKeysPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiApiKeysPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiApiKeysPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiApiKeysPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiApiKeysPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiApiKeysPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiApiKeysPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiApiKeysKeyIdRevokePostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiApiKeysKeyIdRevokePostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiApiKeysKeyIdRevokePostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiApiKeysKeyIdRevokePostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiApiKeysKeyIdRevokePostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiApiKeysKeyIdRevokePostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["already_revoked"];
export const pathsApiApiKeysKeyIdRevokePostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiApiKeysKeyIdRevokePostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiApiKeysKeyIdRevokePostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiApiKeysKeyIdRevokePostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/api-keys/{keyId}/revoke"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEndpointsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEndpointsPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdPatchResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdPatchResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdPatchResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdRotateTokenPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/rotate-token"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdDestinationsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdDestinationsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/destinations"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiDestinationsDestinationIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDestinationsDestinationIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDestinationsDestinationIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDestinationsDestinationIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDestinationsDestinationIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiDestinationsDestinationIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDestinationsDestinationIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDestinationsDestinationIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiDestinationsDestinationIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDestinationsDestinationIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiDestinationsDestinationIdDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDestinationsDestinationIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdPatchResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdPatchResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdPatchResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiDestinationsDestinationIdPatchResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiDestinationsDestinationIdPatchResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiDestinationsDestinationIdPatchResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiDestinationsDestinationIdPatchResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiDestinationsDestinationIdPatchResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiDestinationsDestinationIdPatchResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiDestinationsDestinationIdPatchResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}"]["patch"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDestinationsDestinationIdRotateSecretPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/destinations/{destinationId}/rotate-secret"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
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
export const pathsApiEventsExportGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "two_factor_setup_required"];
export const pathsApiEventsExportGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsExportGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/export"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEventsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsEventIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsEventIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsEventIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEventsEventIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEventsEventIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsEventIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEventsEventIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsEventIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventSummariesGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventSummariesGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventSummariesGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEventSummariesGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventSummariesGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventSummariesGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-summaries"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventCountsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-counts"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventCountsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-counts"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventCountsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-counts"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEventCountsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-counts"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventCountsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-counts"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventCountsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/event-counts"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsEventIdRetryPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsEventIdRetryPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsEventIdRetryPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/retry"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
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
export const pathsApiEventsEventIdReplayPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEventsEventIdReplayPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEventsEventIdReplayPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsEventIdReplayPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["no_active_destinations", "destination_not_active", "event_archived"];
export const pathsApiEventsEventIdReplayPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsEventIdReplayPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEventsEventIdReplayPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsEventIdReplayPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsEventIdReplayPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/{eventId}/replay"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiDeliveryJobsJobIdRetryPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/delivery-jobs/{jobId}/retry"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
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
export const pathsApiEventsBulkRetryPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEventsBulkRetryPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsBulkRetryPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["idempotency_in_progress"];
export const pathsApiEventsBulkRetryPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsBulkRetryPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsBulkRetryPostResponses422ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["422"]["content"]["application/problem+json"]["code"]> = ["idempotency_key_reused"];
export const pathsApiEventsBulkRetryPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsBulkRetryPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-retry"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEventsBulkReplayPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEventsBulkReplayPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEventsBulkReplayPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEventsBulkReplayPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEventsBulkReplayPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["idempotency_in_progress"];
export const pathsApiEventsBulkReplayPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEventsBulkReplayPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEventsBulkReplayPostResponses422ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["422"]["content"]["application/problem+json"]["code"]> = ["idempotency_key_reused"];
export const pathsApiEventsBulkReplayPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEventsBulkReplayPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/events/bulk-replay"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOperationsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOperationsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiOperationsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiOperationsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOperationsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiOperationsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOperationsOperationIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOperationsOperationIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiOperationsOperationIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiOperationsOperationIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiOperationsOperationIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiOperationsOperationIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiOperationsOperationIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiOperationsOperationIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiOperationsOperationIdCancelPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiOperationsOperationIdCancelPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiOperationsOperationIdCancelPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/operations/{operationId}/cancel"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
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
export const pathsApiStatsTimeseriesGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiStatsTimeseriesGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiStatsTimeseriesGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiStatsTimeseriesGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/timeseries"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiStatsAttentionGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiStatsAttentionGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiStatsAttentionGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiStatsAttentionGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiStatsAttentionGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiStatsAttentionGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/stats/attention"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiNotificationEndpointsGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiNotificationEndpointsPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiNotificationEndpointsPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiNotificationEndpointsPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsNotificationEndpointIdDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiNotificationEndpointsNotificationEndpointIdTestPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/notification-endpoints/{notificationEndpointId}/test"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiRoutingTestPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiRoutingTestPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiRoutingTestPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiRoutingTestPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiRoutingTestPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiRoutingTestPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiRoutingTestPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiRoutingTestPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/routing/test"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiListenersDestinationIdGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiListenersDestinationIdGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiListenersDestinationIdGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiListenersDestinationIdGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiListenersDestinationIdGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiListenersDestinationIdGetResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["not_a_listener"];
export const pathsApiListenersDestinationIdGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiListenersDestinationIdGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiListenersDestinationIdGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiListenersDestinationIdStreamGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiListenersDestinationIdStreamGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiListenersDestinationIdStreamGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "two_factor_setup_required"];
export const pathsApiListenersDestinationIdStreamGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiListenersDestinationIdStreamGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiListenersDestinationIdStreamGetResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["not_a_listener"];
export const pathsApiListenersDestinationIdStreamGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiListenersDestinationIdStreamGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiListenersDestinationIdStreamGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/stream"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiListenersDestinationIdRepliesPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiListenersDestinationIdRepliesPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiListenersDestinationIdRepliesPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiListenersDestinationIdRepliesPostResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiListenersDestinationIdRepliesPostResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiListenersDestinationIdRepliesPostResponses409ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["409"]["content"]["application/problem+json"]["code"]> = ["not_a_listener"];
export const pathsApiListenersDestinationIdRepliesPostResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiListenersDestinationIdRepliesPostResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiListenersDestinationIdRepliesPostResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiListenersDestinationIdRepliesPostResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiListenersDestinationIdRepliesPostResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/listeners/{destinationId}/replies"]["post"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuditLogGetParametersQueryTargetTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log"]["get"]["parameters"]["query"]["targetType"]> = ["organization", "user", "invitation", "session", "api_key", "project", "endpoint", "destination", "notification_endpoint", "event", "operation", "audit_log"];
export const pathsApiAuditLogGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuditLogGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAuditLogGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "two_factor_setup_required"];
export const pathsApiAuditLogGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuditLogGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiAuditLogExportGetParametersQueryTargetTypeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log/export"]["get"]["parameters"]["query"]["targetType"]> = ["organization", "user", "invitation", "session", "api_key", "project", "endpoint", "destination", "notification_endpoint", "event", "operation", "audit_log"];
export const pathsApiAuditLogExportGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log/export"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiAuditLogExportGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log/export"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["unauthenticated"];
export const pathsApiAuditLogExportGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log/export"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_role", "two_factor_setup_required"];
export const pathsApiAuditLogExportGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log/export"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiAuditLogExportGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/audit-log/export"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationGetResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["get"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationPutResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["put"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses404ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["404"]["content"]["application/problem+json"]["code"]> = ["not_found"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses405ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["405"]["content"]["application/problem+json"]["code"]> = ["method_not_allowed"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses413ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["413"]["content"]["application/problem+json"]["code"]> = ["payload_too_large"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses414ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["414"]["content"]["application/problem+json"]["code"]> = ["uri_too_long"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses415ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["415"]["content"]["application/problem+json"]["code"]> = ["unsupported_media_type"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses429ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["429"]["content"]["application/problem+json"]["code"]> = ["rate_limited"];
export const pathsApiEndpointsEndpointIdVerificationDeleteResponses500ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification"]["delete"]["responses"]["500"]["content"]["application/problem+json"]["code"]> = ["internal_error"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses400ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["400"]["content"]["application/problem+json"]["code"]> = ["validation_failed"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses401ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["401"]["content"]["application/problem+json"]["code"]> = ["missing_credentials", "invalid_api_key", "api_key_revoked", "api_key_expired", "unauthenticated"];
export const pathsApiEndpointsEndpointIdVerificationSecretsPostResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets"]["post"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
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
export const pathsApiEndpointsEndpointIdVerificationSecretsSecretIdDeleteResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/secrets/{secretId}"]["delete"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "insufficient_role", "csrf_failed", "two_factor_setup_required"];
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
export const pathsApiEndpointsEndpointIdVerificationRefusalsGetResponses403ContentApplicationProblemJsonCodeValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/endpoints/{endpointId}/verification/refusals"]["get"]["responses"]["403"]["content"]["application/problem+json"]["code"]> = ["insufficient_scope", "two_factor_setup_required"];
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
export const membershipDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MembershipDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const sessionResponseDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SessionResponseDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const memberDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MemberDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const updateMemberDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateMemberDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const createInvitationDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateInvitationDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const createdInvitationDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedInvitationDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const invitationDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["InvitationDto"]["role"]> = ["viewer", "developer", "admin", "owner"];
export const ssoDtoDefault_roleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SsoDto"]["default_role"]> = ["viewer", "developer", "admin"];
export const putSsoDtoDefault_roleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PutSsoDto"]["default_role"]> = ["viewer", "developer", "admin"];
export const createApiKeyDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateApiKeyDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const createdApiKeyResponseDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKeyResponseDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const createdApiKeyResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedApiKeyResponseDto"]["status"]> = ["active", "revoked"];
export const apiKeyResponseDtoScopesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyResponseDto"]["scopes"]> = ["events:read", "events:replay", "deliveries:retry", "endpoints:read", "endpoints:write"];
export const apiKeyResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ApiKeyResponseDto"]["status"]> = ["active", "revoked"];
export const endpointResponseDtoEvent_type_sourceAnyOf0OneOf0KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["EndpointResponseDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["json_pointer"];
export const endpointResponseDtoEvent_type_sourceAnyOf0OneOf1KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["EndpointResponseDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["header"];
export const endpointResponseDtoPurposeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EndpointResponseDto"]["purpose"]> = ["ingest", "notifications"];
export const createEndpointDtoEvent_type_sourceAnyOf0OneOf0KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["CreateEndpointDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["json_pointer"];
export const createEndpointDtoEvent_type_sourceAnyOf0OneOf1KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["CreateEndpointDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["header"];
export const createdEndpointResponseDtoEvent_type_sourceAnyOf0OneOf0KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["CreatedEndpointResponseDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["json_pointer"];
export const createdEndpointResponseDtoEvent_type_sourceAnyOf0OneOf1KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["CreatedEndpointResponseDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["header"];
export const createdEndpointResponseDtoPurposeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedEndpointResponseDto"]["purpose"]> = ["ingest", "notifications"];
export const updateEndpointDtoEvent_type_sourceAnyOf0OneOf0KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["UpdateEndpointDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["json_pointer"];
export const updateEndpointDtoEvent_type_sourceAnyOf0OneOf1KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["UpdateEndpointDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["header"];
export const destinationHealthDtoStateValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationHealthDto"]["state"]> = ["healthy", "degraded", "failing", "disabled"];
export const destinationResponseDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationResponseDto"]["type"]> = ["http", "listener", "amqp", "nats", "mqtt"];
export const destinationResponseDtoHeadersValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationResponseDto"]["headers"][string]> = ["[redacted]"];
export const createDestinationDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateDestinationDto"]["type"]> = ["http", "listener", "amqp", "nats", "mqtt"];
export const createdDestinationResponseDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedDestinationResponseDto"]["type"]> = ["http", "listener", "amqp", "nats", "mqtt"];
export const createdDestinationResponseDtoHeadersValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreatedDestinationResponseDto"]["headers"][string]> = ["[redacted]"];
export const eventResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventResponseDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const eventDeliveryJobDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDeliveryJobDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled", "filtered"];
export const eventDeliveryJobDtoTriggerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDeliveryJobDto"]["trigger"]> = ["ingest", "replay", "retry"];
export const transformedRequestDtoMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TransformedRequestDto"]["method"]> = ["POST", "PUT", "PATCH"];
export const responseBodyDtoEncodingValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ResponseBodyDto"]["encoding"]> = ["utf8", "base64"];
export const deliveryAttemptResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryAttemptResponseDto"]["status"]> = ["success", "failed", "timeout", "error"];
export const deadLetterResponseDtoReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeadLetterResponseDto"]["reason"]> = ["max_attempts_exhausted", "no_active_destinations", "destination_disabled", "transformation_failed"];
export const eventDetailResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventDetailResponseDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const destinationDeliveryDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DestinationDeliveryDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled"];
export const deliveryJobResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryJobResponseDto"]["status"]> = ["pending", "in_progress", "succeeded", "failed", "retry_scheduled", "dead_lettered", "cancelled", "filtered"];
export const deliveryJobResponseDtoTriggerValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DeliveryJobResponseDto"]["trigger"]> = ["ingest", "replay", "retry"];
export const replayEventResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReplayEventResponseDto"]["status"]> = ["replayed"];
export const bulkOperationRequestDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["BulkOperationRequestDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const eventFiltersDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EventFiltersDto"]["status"]> = ["received", "queued", "delivered", "failed", "retry_scheduled", "dead_lettered", "replayed", "archived"];
export const operationCreatorDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperationCreatorDto"]["kind"]> = ["user", "api_key"];
export const operationResponseDtoKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperationResponseDto"]["kind"]> = ["retry", "replay"];
export const operationResponseDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["OperationResponseDto"]["status"]> = ["queued", "running", "succeeded", "failed", "cancelled"];
export const timeseriesResponseDtoIntervalValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TimeseriesResponseDto"]["interval"]> = ["1m", "5m", "1h", "1d"];
export const routingTestDtoEvent_type_sourceAnyOf0OneOf0KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["RoutingTestDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["json_pointer"];
export const routingTestDtoEvent_type_sourceAnyOf0OneOf1KindValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["RoutingTestDto"]["event_type_source"], {
    kind: unknown;
}>["kind"]> = ["header"];
export const routingRequestDtoMethodValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RoutingRequestDto"]["method"]> = ["POST", "PUT", "PATCH"];
export const auditActorDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditActorDto"]["type"]> = ["user", "api_key", "system"];
export const auditTargetDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditTargetDto"]["type"]> = ["organization", "user", "invitation", "session", "api_key", "project", "endpoint", "destination", "notification_endpoint", "event", "operation", "audit_log"];
export const auditEntryDtoActionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditEntryDto"]["action"]> = ["organization.created", "session.signed_in", "session.sign_in_failed", "session.two_factor_failed", "session.ended", "session.signed_out_elsewhere", "password.changed", "two_factor.enabled", "two_factor.disabled", "organization.settings_updated", "sso.updated", "sso.deleted", "member.invited", "invitation.revoked", "member.joined", "member.role_changed", "member.removed", "api_key.created", "api_key.revoked", "project.created", "project.renamed", "project.deleted", "endpoint.created", "endpoint.updated", "endpoint.token_rotated", "verification.updated", "verification.deleted", "verification.secret_added", "verification.secret_removed", "destination.created", "destination.updated", "destination.deleted", "destination.disabled", "destination.secret_rotated", "notification_endpoint.created", "notification_endpoint.deleted", "notification_endpoint.test_sent", "event.retried", "event.replayed", "events.bulk_retry_started", "events.bulk_replay_started", "operation.cancelled", "audit_log.pruned"];
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
export const hookyardTestMessageTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["HookyardTestMessage"]["type"]> = ["hookyard.test"];
export const problemRequired_roleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Problem"]["required_role"]> = ["viewer", "developer", "admin", "owner"];
export const problemReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Problem"]["reason"]> = ["missing_header", "malformed_header", "signature_mismatch", "credentials_mismatch", "timestamp_outside_tolerance", "secrets_unreadable"];
