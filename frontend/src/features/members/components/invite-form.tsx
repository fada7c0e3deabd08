import { useId } from 'react';
import type { CreatedInvitation, Role } from '../../../api/types';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { invitableRoles } from '../member-rules';

interface InviteFormProps {
  me: Role;
  onInvite: (input: { email: string; role: Role }) => Promise<CreatedInvitation>;
  onInvited: (invitation: CreatedInvitation) => void;
}

/** Invite someone by e-mail with a role (an owner may invite owners). Admins and owners only: the page shows it to them. */
export function InviteForm({ me, onInvite, onInvited }: InviteFormProps) {
  const id = useId();
  const roles = invitableRoles(me);
  const { onSubmit, pending, error } = useFormSubmit(
    (form) => onInvite({ email: String(form.get('email') ?? '').trim(), role: String(form.get('role')) as Role }),
    onInvited,
  );
  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite someone</h2>
      {error && (
        <p className="alert" role="alert">
          {error.detail}
        </p>
      )}
      <TextField label="Email" name="email" type="email" autoComplete="off" />
      <div className="field">
        <label htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} name="role" defaultValue="developer" aria-describedby={`${id}-role-hint`}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${id}-role-hint`}>
          Viewers read everything; developers also change endpoints, destinations and routing, and retry, replay and export; admins also
          manage API keys, notifications and members{me === 'owner' ? '; owners also owners' : ''}.
        </p>
      </div>
      <div>
        <button type="submit" className="button button-primary" disabled={pending}>
          Send invitation
        </button>
      </div>
    </form>
  );
}
