import { useSyncExternalStore } from 'react';

/** Every route string of the app, in one place. */
export const ROUTES = {
  home: '/',
  login: '/login',
  endpoints: '/endpoints',
  events: '/events',
  apiKeys: '/api-keys',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The detail page of one event (`evt_…` or UUID). */
export function eventPath(eventId: string): string {
  return `${ROUTES.events}/${encodeURIComponent(eventId)}`;
}

/** The event id of an event detail path, or null when `pathname` is not one. */
export function matchEventPath(pathname: string): string | null {
  return matchDetailPath(ROUTES.events, pathname);
}

/** The page of one endpoint and its destinations. */
export function endpointPath(endpointId: string): string {
  return `${ROUTES.endpoints}/${encodeURIComponent(endpointId)}`;
}

/** The endpoint id of an endpoint page path, or null when `pathname` is not one. */
export function matchEndpointPath(pathname: string): string | null {
  return matchDetailPath(ROUTES.endpoints, pathname);
}

/** The one segment after `list` in `/list/{id}` (trailing slash allowed), decoded. */
function matchDetailPath(list: string, pathname: string): string | null {
  if (!pathname.startsWith(`${list}/`)) return null;
  const match = /^([^/]+)\/?$/.exec(pathname.slice(list.length + 1));
  return match ? decodeURIComponent(match[1]) : null;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (window.location.pathname === to) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** The current path, re-rendering on back/forward and on `navigate`. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
