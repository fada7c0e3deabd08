import { useEffect } from 'react';
import type { Session } from '../api/types';
import { ApiKeysPage } from '../features/api-keys/pages/api-keys-page';
import { EndpointPage } from '../features/endpoints/pages/endpoint-page';
import { EndpointsPage } from '../features/endpoints/pages/endpoints-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { useSession } from '../features/auth/auth.queries';
import { EventDetailPage } from '../features/events/pages/event-detail-page';
import { EventsPage } from '../features/events/pages/events-page';
import { HomePage } from '../features/home/pages/home-page';
import { Link } from '../components/ui/link';
import { AppLayout } from './app-layout';
import { ROUTES, matchEndpointPath, matchEventPath, navigate, usePathname, type RoutePath } from './routes';

export function App() {
  const { state, reload, signIn, signUp, signOut } = useSession();
  const pathname = usePathname();

  // Keep the address bar in step with the session: signed out lives at /login, signed in never does.
  let redirect: RoutePath | null = null;
  if (state.status === 'signed-out' && pathname !== ROUTES.login) redirect = ROUTES.login;
  if (state.status === 'signed-in' && pathname === ROUTES.login) redirect = ROUTES.home;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  switch (state.status) {
    case 'loading':
      return <p className="splash">Loading…</p>;
    case 'error':
      return (
        <main className="auth-layout">
          <section className="card auth-card">
            <p className="alert" role="alert">
              {state.error.detail}
            </p>
            <button type="button" className="button button-primary" onClick={() => void reload()}>
              Try again
            </button>
          </section>
        </main>
      );
    case 'signed-out':
      return <LoginPage onSignIn={signIn} onSignUp={signUp} />;
    case 'signed-in':
      return (
        <AppLayout session={state.session} pathname={pathname} onSignOut={signOut}>
          <SignedInPage pathname={pathname} session={state.session} />
        </AppLayout>
      );
  }
}

function SignedInPage({ pathname, session }: { pathname: string; session: Session }) {
  if (pathname === ROUTES.home || pathname === ROUTES.login) return <HomePage session={session} />;
  if (pathname === ROUTES.endpoints) return <EndpointsPage />;
  if (pathname === ROUTES.events) return <EventsPage />;
  if (pathname === ROUTES.apiKeys) return <ApiKeysPage />;
  // `key` gives every endpoint and event a fresh page state.
  const endpointId = matchEndpointPath(pathname);
  if (endpointId !== null) return <EndpointPage key={endpointId} endpointId={endpointId} />;
  const eventId = matchEventPath(pathname);
  if (eventId !== null) return <EventDetailPage key={eventId} eventId={eventId} />;
  return (
    <section className="card">
      <h1>Page not found</h1>
      <p className="muted">There is nothing at {pathname}.</p>
      <p>
        <Link className="button" to={ROUTES.home}>
          Go to the dashboard
        </Link>
      </p>
    </section>
  );
}
