import { useState } from 'react';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';

const MIN_PASSWORD_LENGTH = 12;

/** Change the password: the current one and the new one; the other sessions end. */
export function PasswordForm({ onChange }: { onChange: (current: string, next: string) => Promise<void> }) {
  const [changed, setChanged] = useState(false);
  const { onSubmit, pending, error } = useFormSubmit(
    async (form) => {
      setChanged(false);
      await onChange(String(form.get('current_password') ?? ''), String(form.get('new_password') ?? ''));
    },
    () => setChanged(true),
  );
  return (
    <form className="form" onSubmit={onSubmit} aria-label="Change password">
      {error && <ProblemAlert error={error} />}
      <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" />
      <TextField
        label="New password"
        name="new_password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. Your other sessions are signed out.`}
      />
      <p role="status" className="field-hint">
        {changed && 'Password changed; your other sessions are signed out.'}
      </p>
      <button type="submit" className="button button-primary" disabled={pending}>
        Change password
      </button>
    </form>
  );
}
