/** Sent as `Hookyard-Version` on every response and used as the OpenAPI document's version. */
export const API_VERSION = '2026-11-01';
