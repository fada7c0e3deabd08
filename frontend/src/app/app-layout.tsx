import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { toApiError } from '../api/client';
import type { Session } from '../api/types';
import type { RouteHandle } from './app';
import { ROUTES } from './routes';

interface AppLayoutProps {
  session: Session;
  onSignOut: () => Promise<void>;
}

const NAV = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.events, label: 'Events' },
  { to: ROUTES.operations, label: 'Operations' },
  { to: ROUTES.endpoints, label: 'Endpoints' },
  { to: ROUTES.projects, label: 'Projects' },
  { to: ROUTES.apiKeys, label: 'API keys' },
] as const;

/** The page's title from its route, for the tab and for screen readers announcing the page. */
function usePageTitle(): string {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  const title = handle?.title ?? 'Hookyard';
  useEffect(() => {
    document.title = `${title} · Hookyard`;
  }, [title]);
  return title;
}

/** The signed-in frame: skip link, brand, navigation (a menu on narrow screens), the user and sign out. */
export function AppLayout({ session, onSignOut }: AppLayoutProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  usePageTitle();

  // A new page closes the menu and moves focus to its content, as a full page load would.
  useEffect(() => {
    setMenuOpen(false);
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  async function handleSignOut() {
    setPending(true);
    setError(null);
    try {
      await onSignOut();
    } catch (err) {
      setError(toApiError(err).detail);
      setPending(false);
    }
  }

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Link className="brand" to={ROUTES.home}>
          Hookyard
        </Link>
        <button
          type="button"
          className="button menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div id="main-nav" className={menuOpen ? 'topbar-menu open' : 'topbar-menu'}>
          <nav className="nav" aria-label="Main">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === ROUTES.home} className="nav-link">
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="topbar-user">
            <span className="muted">Signed in as {session.user.email}</span>
            <button type="button" className="button" onClick={handleSignOut} disabled={pending}>
              Sign out
            </button>
          </div>
        </div>
      </header>

      <main id="main" className="content" ref={main} tabIndex={-1}>
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        <Outlet />
      </main>
    </div>
  );
}
