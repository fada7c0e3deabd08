import { useState, type FormEvent } from 'react';
import { toApiError } from '../../../api/client';
import type { SsoConnection, SsoConnectionInput } from '../../../api/types';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { RoleButton } from '../../auth/components/role-button';
import { useSso } from '../security.queries';

const ROLES: SsoConnectionInput['default_role'][] = ['viewer', 'developer', 'admin'];

/** The form's fields as the API takes them; the secret left empty keeps the stored one. */
export function ssoInput(form: FormData): SsoConnectionInput {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const secret = text('client_secret');
  return {
    issuer_url: text('issuer_url'),
    client_id: text('client_id'),
    ...(secret ? { client_secret: secret } : {}),
    email_domains: text('email_domains')
      .split(/[\s,]+/)
      .filter(Boolean),
    default_role: text('default_role') as SsoConnectionInput['default_role'],
    enforce: form.get('enforce') === 'on',
  };
}

/** Single sign-on (OpenID Connect) of the organization: admins set it up, change and remove it. */
export function SsoSection() {
  const { state, save, remove } = useSso();
  const { confirm, dialog } = useConfirm();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, done: string) {
    setPending(true);
    setMessage(null);
    setError(null);
    try {
      await action();
      setMessage(done);
    } catch (err) {
      setError(toApiError(err).detail);
    } finally {
      setPending(false);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = ssoInput(new FormData(event.currentTarget));
    void run(() => save(input), 'Single sign-on is saved.');
  }

  async function handleRemove() {
    const confirmed = await confirm({
      title: 'Remove single sign-on?',
      consequence: 'Members sign in with their passwords again; people created by single sign-on have none and must ask for an invitation.',
      confirmLabel: 'Remove single sign-on',
      danger: true,
    });
    if (confirmed) void run(remove, 'Single sign-on is removed.');
  }

  return (
    <section aria-labelledby="sso-title">
      <h2 id="sso-title">Single sign-on (OpenID Connect)</h2>
      {state.status === 'loading' && <p className="muted">Loading single sign-on…</p>}
      {state.status === 'error' && (
        <p className="alert" role="alert">
          {state.error.detail}
        </p>
      )}
      {state.status === 'ready' && (
        <SsoForm connection={state.connection} pending={pending} onSubmit={handleSubmit} onRemove={handleRemove} />
      )}
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="field-hint">
        {message}
      </p>
      {dialog}
    </section>
  );
}

interface SsoFormProps {
  connection: SsoConnection | null;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onRemove: () => Promise<void>;
}

function SsoForm({ connection, pending, onSubmit, onRemove }: SsoFormProps) {
  // A fresh form for each saved connection, so its fields start from what is stored.
  return (
    <form key={connection?.updated_at ?? 'new'} className="form" onSubmit={onSubmit}>
      {connection ? (
        <p className="field-hint">
          Redirect URI to register at your provider: <code>{connection.redirect_uri}</code>
        </p>
      ) : (
        <p className="field-hint">Not set up: members sign in with their passwords.</p>
      )}
      <TextField label="Issuer URL" name="issuer_url" type="url" defaultValue={connection?.issuer_url} hint="Discovered when you save." />
      <TextField label="Client ID" name="client_id" defaultValue={connection?.client_id} />
      <TextField
        label={connection ? 'Client secret (optional)' : 'Client secret'}
        name="client_secret"
        type="password"
        autoComplete="off"
        optional={connection !== null}
        hint={connection ? 'Stored and never shown; leave empty to keep it.' : 'Stored sealed and never shown again.'}
      />
      <TextField
        label="Email domains"
        name="email_domains"
        defaultValue={connection?.email_domains.join(', ')}
        hint="Comma-separated, e.g. example.com; people of these domains use “Continue with SSO”."
      />
      <div className="field">
        <label htmlFor="sso-default-role">Role of people joining through it</label>
        <select id="sso-default-role" name="default_role" defaultValue={connection?.default_role ?? 'viewer'}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </div>
      <div className="field checkbox-field">
        <label>
          <input type="checkbox" name="enforce" defaultChecked={connection?.enforce ?? false} /> Require single sign-on
        </label>
        <p className="field-hint">Password sign-in is refused to everyone but owners, who keep it in case the provider fails.</p>
      </div>
      <div className="button-row">
        <RoleButton needs="admin" type="submit" className="button button-primary" disabled={pending}>
          Save single sign-on
        </RoleButton>
        {connection && (
          <RoleButton needs="admin" className="button button-danger" disabled={pending} onClick={() => void onRemove()}>
            Remove
          </RoleButton>
        )}
      </div>
    </form>
  );
}
