import { useSyncExternalStore } from 'react';

/** Every route string of the app, in one place. */
export const ROUTES = {
  home: '/',
  login: '/login',
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
  const match = /^\/events\/([^/]+)\/?$/.exec(pathname);
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
