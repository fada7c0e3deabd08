import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { toApiError } from '../api/client';
import type { Role, Session } from '../api/types';
import type { RouteHandle } from './app';
import { ThemeToggle } from '../components/ui/theme-toggle';
import { OrganizationSwitcher } from '../features/auth/components/organization-switcher';
import { roleAtLeast } from '../features/auth/role';
import { RoleProvider } from '../features/auth/role-context';
import { ROUTES } from './routes';

interface AppLayoutProps {
  session: Session;
  onSignOut: () => Promise<void>;
  onSwitchOrganization: (organizationId: string) => Promise<void>;
}

/** The pages, each shown to the roles that can read it (API keys, Security, Audit log: admins'; the API refuses the rest anyway). */
const NAV: readonly { to: string; label: string; role: Role }[] = [
  { to: ROUTES.home, label: 'Home', role: 'viewer' },
  { to: ROUTES.events, label: 'Events', role: 'viewer' },
  { to: ROUTES.operations, label: 'Operations', role: 'viewer' },
  { to: ROUTES.endpoints, label: 'Endpoints', role: 'viewer' },
  { to: ROUTES.projects, label: 'Projects', role: 'viewer' },
  { to: ROUTES.notifications, label: 'Notifications', role: 'viewer' },
  { to: ROUTES.members, label: 'Members', role: 'viewer' },
  { to: ROUTES.apiKeys, label: 'API keys', role: 'admin' },
  { to: ROUTES.security, label: 'Security', role: 'admin' },
  { to: ROUTES.auditLog, label: 'Audit log', role: 'admin' },
];

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
export function AppLayout({ session, onSignOut, onSwitchOrganization }: AppLayoutProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  usePageTitle();

  // Another organization's pages: the one open belonged to the previous one, so start at its home.
  async function switchOrganization(organizationId: string) {
    await onSwitchOrganization(organizationId);
    navigate(ROUTES.home);
  }

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
            {/* A restricted session can only set two-factor up: no page but the Account page would answer it. */}
            {(session.two_factor_setup_required ? [] : NAV.filter((item) => roleAtLeast(session.role, item.role))).map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === ROUTES.home} className="nav-link">
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="topbar-user">
            <OrganizationSwitcher session={session} onSwitch={switchOrganization} />
            <span className="muted">Signed in as {session.user.email}</span>
            <span className="muted" title="Your role in this organization">
              {session.role}
            </span>
            <NavLink to={ROUTES.account} className="nav-link">
              Account
            </NavLink>
            <ThemeToggle />
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
        <RoleProvider role={session.role}>
          <Outlet />
        </RoleProvider>
      </main>
    </div>
  );
}
