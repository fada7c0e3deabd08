/**
 * A person's role in an organization, from the least to the most (docs/http.md, Members and roles):
 * viewer reads; developer also changes projects, endpoints, destinations, verification and routing,
 * and retries, replays and exports; admin also manages API keys, notification endpoints, members
 * below owner and invitations; owner also makes and removes owners. Each route declares the least
 * role it needs beside its scope (`@Authenticated`), and the global guard refuses a session below it.
 */
export const ROLES = ['viewer', 'developer', 'admin', 'owner'] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` is `required` or above it. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}
