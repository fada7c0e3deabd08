import { useState } from 'react';
import { toApiError } from '../../../api/client';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import type { AccountSession } from '../../../api/types';
import { useSession } from '../../auth/auth.queries';
import { useAccountSessions, useChangePassword, useTwoFactor } from '../account.queries';
import { PasswordForm } from '../components/password-form';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

/**
 * The signed-in person's account: two-factor, sessions, password. A restricted session (the
 * organization requires two-factor) sees two-factor only, the one thing it may do.
 */
export function AccountPage() {
  const session = useSession();
  const restricted = session.data?.two_factor_setup_required === true;
  return (
    <>
      <section className="card" aria-labelledby="account-title">
        <h1 id="account-title">Account</h1>
        <p className="muted">Signed in as {session.data?.user.email}.</p>
        {restricted && (
          <p className="alert" role="alert">
            Your organization requires two-factor authentication. Set it up below to use the dashboard.
          </p>
        )}
      </section>
      <TwoFactorCard />
      {!restricted && <SessionsCard />}
      {!restricted && <PasswordCard />}
    </>
  );
}

function TwoFactorCard() {
  const { state, setUp, enable, disable, refresh } = useTwoFactor();
  return (
    <section className="card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor authentication</h2>
      {state.status === 'loading' && <p className="muted">Loading…</p>}
      {state.status === 'error' && (
        <p className="alert" role="alert">
          {state.error.detail}
        </p>
      )}
      {state.status === 'ready' && (
        <TwoFactorSection status={state.twoFactor} onSetUp={setUp} onEnable={enable} onDisable={disable} onDone={() => void refresh()} />
      )}
    </section>
  );
}

function SessionsCard() {
  const { state, end, endOthers } = useAccountSessions();
  const [ending, setEnding] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function act(id: string, work: () => Promise<unknown>) {
    setEnding(id);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(toApiError(err).detail);
    } finally {
      setEnding(null);
    }
  }

  async function handleEnd(session: AccountSession) {
    await act(session.id, () => end(session.id));
  }

  async function handleEndOthers() {
    const confirmed = await confirm({
      title: 'Sign out everywhere else?',
      consequence: 'Every other session of yours ends at once; this one stays signed in.',
      confirmLabel: 'Sign out other sessions',
      danger: true,
    });
    if (confirmed) await act('others', endOthers);
  }

  return (
    <section className="card" aria-labelledby="sessions-title">
      {dialog}
      <h2 id="sessions-title">Sessions</h2>
      <p className="muted">Where you are signed in. Signing a session out ends it at once.</p>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      {state.status === 'loading' && <p className="muted">Loading sessions…</p>}
      {state.status === 'error' && (
        <p className="alert" role="alert">
          {state.error.detail}
        </p>
      )}
      {state.status === 'ready' && (
        <SessionsSection
          sessions={state.sessions}
          ending={ending}
          onEnd={(s) => void handleEnd(s)}
          onEndOthers={() => void handleEndOthers()}
        />
      )}
    </section>
  );
}

function PasswordCard() {
  const change = useChangePassword();
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <PasswordForm onChange={change} />
    </section>
  );
}
