import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, toApiError } from '../../../api/client';
import type { Session } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';
import { useSession, useSessionActions, type AcceptInvitationInput } from '../../auth/auth.queries';
import { loginPath, ROUTES } from '../../../app/routes';

interface AcceptInvitationPageProps {
  /** The signed-in session, if any (accepting then joins as that person). */
  session: Session | null;
  onAccept: (input: AcceptInvitationInput) => Promise<void>;
  onSignOut: () => Promise<void>;
}

const MIN_PASSWORD_LENGTH = 12;
/** Refusals after which accepting again cannot help: the link itself is spent. */
const FINAL = new Set(['invitation_not_found', 'invitation_used', 'invitation_expired', 'already_member']);

/**
 * `/invitations/accept?token=…`, the link of an invitation. Signed in, one button joins as that
 * person; otherwise a new person chooses a name and a password, and a person who has an account
 * gives its password (or signs in first). Either way they land signed in to the organization joined.
 */
export function AcceptInvitationPage({ session, onAccept, onSignOut }: AcceptInvitationPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const here = `${ROUTES.acceptInvitation}?${params.toString()}`;

  async function accept(input: AcceptInvitationInput) {
    setPending(true);
    setError(null);
    try {
      await onAccept(input);
      navigate(ROUTES.home, { replace: true });
    } catch (err) {
      setError(toApiError(err));
      setPending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    void accept({ token, password: String(form.get('password') ?? ''), ...(name ? { name } : {}) });
  }

  const spent = error !== null && FINAL.has(error.code);
  return (
    <main className="auth-layout">
      <section className="card auth-card" aria-labelledby="accept-title">
        <p className="brand">Hookyard</p>
        <h1 id="accept-title">Join an organization</h1>
        {!token && (
          <p className="alert" role="alert">
            This link has no invitation in it. Open the link of the invitation you received.
          </p>
        )}
        {error && (
          <p className="alert" role="alert">
            {error.code === 'invalid_credentials'
              ? 'An account with the invited e-mail exists, and this is not its password. Use its password, or sign in first.'
              : error.detail}
          </p>
        )}
        {token && !spent && session && (
          <>
            <p>
              You are signed in as <strong>{session.user.email}</strong>. Accepting adds this account to the organization that invited it.
            </p>
            <button type="button" className="button button-primary" disabled={pending} onClick={() => void accept({ token })}>
              Accept invitation
            </button>
            <p className="auth-switch">
              Invited under another e-mail?{' '}
              <button type="button" className="button-link" onClick={() => void onSignOut()}>
                Sign out
              </button>
            </p>
          </>
        )}
        {token && !spent && !session && (
          <>
            <form className="form" onSubmit={handleSubmit}>
              <TextField
                label="Your name"
                name="name"
                autoComplete="name"
                optional
                hint="For a new account (who you are to your colleagues)."
              />
              <TextField
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                hint={`A new account: choose one of at least ${MIN_PASSWORD_LENGTH} characters. An account you already have with the invited e-mail: its password.`}
              />
              <button type="submit" className="button button-primary" disabled={pending}>
                Accept invitation
              </button>
            </form>
            <p className="auth-switch">
              Already have an account? <Link to={loginPath(here)}>Sign in first</Link>, then accept.
            </p>
          </>
        )}
        {(spent || !token) && (
          <p className="auth-switch">
            <Link to={ROUTES.home}>Go to the dashboard</Link>
          </p>
        )}
      </section>
    </main>
  );
}

/** The route: the page over the current session, if any. */
export function AcceptInvitationRoute() {
  const session = useSession();
  const { acceptInvitation, signOut } = useSessionActions();
  if (session.isPending) return <p className="splash">Loading…</p>;
  return <AcceptInvitationPage session={session.data ?? null} onAccept={acceptInvitation} onSignOut={signOut} />;
}
