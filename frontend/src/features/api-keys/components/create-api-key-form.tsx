import { useId } from 'react';
import { ApiError } from '../../../api/client';
import { SCOPES, type CreatedApiKey, type Scope } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { RoleButton } from '../../auth/components/role-button';
import type { CreateApiKeyInput } from '../api-keys.queries';

interface CreateApiKeyFormProps {
  onCreate: (input: CreateApiKeyInput) => Promise<CreatedApiKey>;
  onCreated: (key: CreatedApiKey) => void;
}

export function CreateApiKeyForm({ onCreate, onCreated }: CreateApiKeyFormProps) {
  const id = useId();
  const { onSubmit, pending, error } = useFormSubmit((form) => {
    const scopes = form.getAll('scopes').map(String) as Scope[];
    if (scopes.length === 0) throw new ApiError(0, 'invalid_input', 'Choose at least one scope.');
    const expires = String(form.get('expires_at') ?? '');
    const input: CreateApiKeyInput = { name: String(form.get('name') ?? '').trim(), scopes };
    // datetime-local is the reader's local time; the api takes RFC 3339.
    if (expires) input.expires_at = new Date(expires).toISOString();
    return onCreate(input);
  }, onCreated);

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create an API key</h2>
      {error && (
        <p className="alert" role="alert">
          {error.detail}
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
        <RoleButton needs="admin" type="submit" className="button button-primary" disabled={pending}>
          Create key
        </RoleButton>
      </div>
    </form>
  );
}
