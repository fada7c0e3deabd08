import { useState } from 'react';
import type { Session } from '../../../api/types';
import { toApiError } from '../../auth/auth.queries';

interface HomePageProps {
  session: Session;
  onSignOut: () => Promise<void>;
}

export function HomePage({ session, onSignOut }: HomePageProps) {
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
        <section className="card" aria-labelledby="org-title">
          <p className="eyebrow">Organization</p>
          <h1 id="org-title">{session.organization.name}</h1>
          <p className="muted">Endpoints, events and deliveries will appear here.</p>
        </section>
      </main>
    </div>
  );
}
