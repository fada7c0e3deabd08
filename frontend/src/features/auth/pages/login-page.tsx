import { useState, type FormEvent } from 'react';
import { ApiError, toApiError } from '../../../api/client';
import { TextField } from '../../../components/ui/text-field';
import { SSO_ERRORS, type LoginInput, type SignupInput } from '../auth.queries';

type Mode = 'sign-in' | 'sign-up' | 'sso';

/** The email and password that were right, while the sign-in waits for the two-factor code. */
interface Credentials {
  email: string;
  password: string;
}

interface LoginPageProps {
  onSignIn: (input: LoginInput) => Promise<void>;
  onSignUp: (input: SignupInput) => Promise<void>;
  /** Single sign-on: sends the browser to the provider of the e-mail's domain. */
  onStartSso: (email: string) => Promise<void>;
  /** The `?sso_error=` the single sign-on callback came back with, if any. */
  ssoError?: string | null;
}

const MIN_PASSWORD_LENGTH = 12;

export function LoginPage({ onSignIn, onSignUp, onStartSso, ssoError = null }: LoginPageProps) {
  const [mode, setMode] = useState<Mode>(ssoError ? 'sso' : 'sign-in');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(ssoError ? (SSO_ERRORS[ssoError] ?? SSO_ERRORS.sso_failed) : null);
  const [awaitingCode, setAwaitingCode] = useState<Credentials | null>(null);
  const signingUp = mode === 'sign-up';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setPending(true);
    setError(null);
    try {
      if (mode === 'sso') {
        await onStartSso(field('email').trim());
        return; // the browser is on its way to the provider
      }
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

  function switchMode(next: Mode) {
    setMode(next);
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
        <h1 id="auth-title">{signingUp ? 'Create your account' : mode === 'sso' ? 'Sign in with SSO' : 'Welcome back'}</h1>

        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}

        {/* `key` gives each mode a fresh form. */}
        {mode === 'sso' ? (
          <form key={mode} className="form" onSubmit={handleSubmit}>
            <TextField
              label="Work email"
              name="email"
              type="email"
              autoComplete="email"
              hint="Your organization’s identity provider signs you in."
            />
            <button type="submit" className="button button-primary" disabled={pending}>
              Continue
            </button>
          </form>
        ) : (
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
        )}

        {mode === 'sign-in' && (
          <p className="auth-switch">
            <button type="button" className="button" onClick={() => switchMode('sso')}>
              Continue with SSO
            </button>
          </p>
        )}
        <p className="auth-switch">
          {mode === 'sign-in' ? 'New to Hookyard?' : 'Already have an account?'}{' '}
          <button type="button" className="button-link" onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
            {mode === 'sign-in' ? 'Create an account' : mode === 'sso' ? 'Sign in with a password' : 'Back to sign in'}
          </button>
        </p>
      </section>
    </main>
  );
}
