import { useState, type FormEvent } from 'react';
import { ApiError, toApiError } from '../../../api/client';
import { TextField } from '../../../components/ui/text-field';
import type { LoginInput, SignupInput } from '../auth.queries';

type Mode = 'sign-in' | 'sign-up';

/** The email and password that were right, while the sign-in waits for the two-factor code. */
interface Credentials {
  email: string;
  password: string;
}

interface LoginPageProps {
  onSignIn: (input: LoginInput) => Promise<void>;
  onSignUp: (input: SignupInput) => Promise<void>;
}

const MIN_PASSWORD_LENGTH = 12;

export function LoginPage({ onSignIn, onSignUp }: LoginPageProps) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  const signingUp = mode === 'sign-up';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setPending(true);
    setError(null);
    try {
      const credentials = awaitingCode ?? { email: field('email').trim(), password: field('password') };
      if (signingUp) await onSignUp({ ...credentials, organization_name: field('organization_name').trim() });
      else await onSignIn(awaitingCode ? { ...credentials, code: field('code').trim() } : credentials);
    } catch (err) {
      // The password was right and two-factor is on: ask for the code, keeping what was typed.
      if (err instanceof ApiError && err.code === 'two_factor_required') {
        setAwaitingCode({ email: field('email').trim(), password: field('password') });
      } else {
        setError(toApiError(err).detail);
      }
      setPending(false);
    }
  }

  function switchMode() {
    setMode(signingUp ? 'sign-in' : 'sign-up');
    setError(null);
  }

  if (awaitingCode) {
    return (
      <main className="auth-layout">
        <section className="card auth-card" aria-labelledby="auth-title">
          <p className="brand">Hookyard</p>
          <h1 id="auth-title">Two-factor authentication</h1>
          <p>Enter the code your authenticator app shows for Hookyard, or one of your recovery codes.</p>
          {error && (
            <p className="alert" role="alert">
              {error}
            </p>
          )}
          <form key="code" className="form" onSubmit={handleSubmit}>
            <TextField label="Code" name="code" autoComplete="one-time-code" />
            <button type="submit" className="button button-primary" disabled={pending}>
              Verify
            </button>
          </form>
          <p className="auth-switch">
            <button
              type="button"
              className="button-link"
              onClick={() => {
                setAwaitingCode(null);
                setError(null);
              }}
            >
              Back to sign in
            </button>
          </p>
        </section>
      </main>
    );
  }

  return (
    <main className="auth-layout">
      <section className="card auth-card" aria-labelledby="auth-title">
        <p className="brand">Hookyard</p>
        <h1 id="auth-title">{signingUp ? 'Create your account' : 'Welcome back'}</h1>

        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}

        {/* `key` gives each mode a fresh form. */}
        <form key={mode} className="form" onSubmit={handleSubmit}>
          {signingUp && <TextField label="Organization name" name="organization_name" autoComplete="organization" />}
          <TextField label="Email" name="email" type="email" autoComplete="email" />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            minLength={signingUp ? MIN_PASSWORD_LENGTH : undefined}
            hint={signingUp ? `At least ${MIN_PASSWORD_LENGTH} characters.` : undefined}
          />
          <button type="submit" className="button button-primary" disabled={pending}>
            {signingUp ? 'Create account' : 'Sign in'}
          </button>
        </form>

        <p className="auth-switch">
          {signingUp ? 'Already have an account?' : 'New to Hookyard?'}{' '}
          <button type="button" className="button-link" onClick={switchMode}>
            {signingUp ? 'Back to sign in' : 'Create an account'}
          </button>
        </p>
      </section>
    </main>
  );
}
