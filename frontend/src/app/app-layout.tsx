import { useState, type ReactNode } from 'react';
import { toApiError } from '../api/client';
import type { Session } from '../api/types';
import { Link } from '../components/ui/link';
import { ROUTES } from './routes';

interface AppLayoutProps {
  session: Session;
  pathname: string;
  onSignOut: () => Promise<void>;
  children: ReactNode;
}

const NAV = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.endpoints, label: 'Endpoints' },
  { to: ROUTES.events, label: 'Events' },
  { to: ROUTES.apiKeys, label: 'API keys' },
] as const;

function isCurrent(to: string, pathname: string): boolean {
  return to === ROUTES.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

/** The signed-in frame: brand, navigation, the user and sign out. */
export function AppLayout({ session, pathname, onSignOut, children }: AppLayoutProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      <header className="topbar">
        <span className="brand">Hookyard</span>
        <nav className="nav" aria-label="Main">
          {NAV.map((item) => (
            <Link key={item.to} to={item.to} className="nav-link" aria-current={isCurrent(item.to, pathname) ? 'page' : undefined}>
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="topbar-user">
          <span className="muted">Signed in as {session.user.email}</span>
          <button type="button" className="button" onClick={handleSignOut} disabled={pending}>
            Sign out
          </button>
        </div>
      </header>

      <main className="content">
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        {children}
      </main>
    </div>
  );
}
