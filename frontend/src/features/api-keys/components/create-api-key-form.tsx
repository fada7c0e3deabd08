import { useId, useState, type FormEvent } from 'react';
import { SCOPES, type CreatedApiKey, type Scope } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';
import { toApiError } from '../../auth/auth.queries';
import type { CreateApiKeyInput } from '../api-keys.queries';

interface CreateApiKeyFormProps {
  onCreate: (input: CreateApiKeyInput) => Promise<CreatedApiKey>;
  onCreated: (key: CreatedApiKey) => void;
}

export function CreateApiKeyForm({ onCreate, onCreated }: CreateApiKeyFormProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const scopes = form.getAll('scopes').map(String) as Scope[];
    if (scopes.length === 0) {
      setError('Choose at least one scope.');
      return;
    }
    const expires = String(form.get('expires_at') ?? '');
    const input: CreateApiKeyInput = { name: String(form.get('name') ?? '').trim(), scopes };
    // datetime-local is the reader's local time; the api takes RFC 3339.
    if (expires) input.expires_at = new Date(expires).toISOString();
    setPending(true);
    setError(null);
    try {
      onCreated(await onCreate(input));
      formElement.reset();
    } catch (err) {
      setError(toApiError(err).detail);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create an API key</h2>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <TextField label="Name" name="name" hint="What uses this key, e.g. “CI pipeline”." />
      <fieldset className="fieldset">
        <legend>Scopes</legend>
        {SCOPES.map((scope) => (
          <label key={scope} className="checkbox">
            <input type="checkbox" name="scopes" value={scope} defaultChecked={scope === 'events:read'} />
            <span className="mono">{scope}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-expires`}>Expires (optional)</label>
        <input id={`${id}-expires`} name="expires_at" type="datetime-local" aria-describedby={`${id}-expires-hint`} />
        <p className="field-hint" id={`${id}-expires-hint`}>
          Leave empty for a key that does not expire.
        </p>
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={pending}>
          Create key
        </button>
      </div>
    </form>
  );
}
