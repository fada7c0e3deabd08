/** Every route string of the app, in one place. */
export const ROUTES = {
  home: '/',
  login: '/login',
  projects: '/projects',
  endpoints: '/endpoints',
  endpoint: '/endpoints/:endpointId',
  destination: '/destinations/:destinationId',
  events: '/events',
  event: '/events/:eventId',
  apiKeys: '/api-keys',
  operations: '/operations',
  notifications: '/notifications',
  members: '/members',
  acceptInvitation: '/invitations/accept',
  account: '/account',
  security: '/security',
  auditLog: '/audit-log',
} as const;

/** The detail page of one event (`evt_…` or UUID). */
export function eventPath(eventId: string): string {
  return `${ROUTES.events}/${encodeURIComponent(eventId)}`;
}

/** The page of one endpoint and its destinations. */
export function endpointPath(endpointId: string): string {
  return `${ROUTES.endpoints}/${encodeURIComponent(endpointId)}`;
}

/** The page of one destination: its settings, health, deliveries, secret and routing. */
export function destinationPath(destinationId: string): string {
  return `/destinations/${encodeURIComponent(destinationId)}`;
}

/** The sign-in page, returning to `from` (a path of this app) afterwards. */
export function loginPath(from: string): string {
  return from === ROUTES.home || from.startsWith(ROUTES.login) ? ROUTES.login : `${ROUTES.login}?next=${encodeURIComponent(from)}`;
}

/** Where to go after signing in: the `next` the sign-in page was given, if it is a path of this app. */
export function afterLogin(next: string | null): string {
  if (!next?.startsWith('/')) return ROUTES.home;
  // Resolved as a browser would: `//host`, `/\host` and the like (tabs and newlines dropped,
  // backslashes read as slashes) leave the app, so only a path that stays on this origin is kept.
  const base = 'http://dashboard.invalid';
  return URL.canParse(next, base) && new URL(next, base).origin === base ? next : ROUTES.home;
}

/** Filters of the events list as other pages link to it (the names the list reads from its address, as the API names them). */
export interface EventsLinkFilters {
  endpointId?: string;
  destinationId?: string;
  /** Any of these event statuses. */
  status?: readonly string[];
}

/** The events list filtered by `filters`. */
export function eventsPath({ endpointId, destinationId, status = [] }: EventsLinkFilters): string {
  const params = new URLSearchParams();
  if (endpointId) params.set('endpointId', endpointId);
  if (destinationId) params.set('destinationId', destinationId);
  if (status.length > 0) params.set('status', status.join(','));
  const query = params.toString();
  return query ? `${ROUTES.events}?${query}` : ROUTES.events;
}
