import { useSyncExternalStore } from 'react';

/** Every route string of the app, in one place. */
export const ROUTES = {
  home: '/',
  login: '/login',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

export function navigate(to: RoutePath, options: { replace?: boolean } = {}): void {
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
