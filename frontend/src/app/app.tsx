import { useEffect } from 'react';
import { LoginPage } from '../features/auth/pages/login-page';
import { useSession } from '../features/auth/auth.queries';
import { HomePage } from '../features/home/pages/home-page';
import { ROUTES, navigate, usePathname, type RoutePath } from './routes';

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
      if (pathname === ROUTES.home || pathname === ROUTES.login) {
        return <HomePage session={state.session} onSignOut={signOut} />;
      }
      return (
        <main className="auth-layout">
          <section className="card auth-card">
            <h1>Page not found</h1>
            <p className="muted">There is nothing at {pathname}.</p>
            <a
              className="button"
              href={ROUTES.home}
              onClick={(event) => {
                event.preventDefault();
                navigate(ROUTES.home);
              }}
            >
              Go to the dashboard
            </a>
          </section>
        </main>
      );
  }
}
