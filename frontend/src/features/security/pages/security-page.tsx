import { useState, type FormEvent } from 'react';
import { toApiError } from '../../../api/client';
import { useOrganizationSettings } from '../security.queries';
import { RoleButton } from '../../auth/components/role-button';
import { useCan } from '../../auth/role-context';
import { SsoSection } from '../components/sso-section';

/** The organization's security settings: require two-factor, and (admins) single sign-on. */
export function SecurityPage() {
  const { state, update } = useOrganizationSettings();
  // Single sign-on's settings are an admin's to read (GET /api/sso needs the role).
  const { allowed: admin } = useCan('admin');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const required = new FormData(event.currentTarget).get('require_two_factor') === 'on';
    setPending(true);
    setMessage(null);
    setError(null);
    try {
      await update({ require_two_factor: required });
      setMessage(required ? 'Two-factor is now required.' : 'Two-factor is no longer required.');
    } catch (err) {
      setError(toApiError(err).detail);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card" aria-labelledby="security-title">
      <h1 id="security-title">Security</h1>
      {state.status === 'loading' && <p className="muted">Loading settings…</p>}
      {state.status === 'error' && (
        <p className="alert" role="alert">
          {state.error.detail}
        </p>
      )}
      {state.status === 'ready' && (
        <form className="form" onSubmit={(event) => void handleSubmit(event)}>
          {error && (
            <p className="alert" role="alert">
              {error}
            </p>
          )}
          <div className="field checkbox-field">
            <label>
              <input type="checkbox" name="require_two_factor" defaultChecked={state.settings.require_two_factor} /> Require two-factor
              authentication
            </label>
            <p className="field-hint">
              Members without two-factor are asked to set it up at their next sign-in, and can do nothing else until they have. Sessions
              already open go on; API keys are not affected.
            </p>
          </div>
          <p role="status" className="field-hint">
            {message}
          </p>
          <RoleButton needs="admin" type="submit" className="button button-primary" disabled={pending}>
            Save
          </RoleButton>
        </form>
      )}
      {admin && <SsoSection />}
    </section>
  );
}
