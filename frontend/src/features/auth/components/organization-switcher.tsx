import { useId, useState } from 'react';
import { toApiError } from '../../../api/client';
import type { Session } from '../../../api/types';

interface OrganizationSwitcherProps {
  session: Session;
  onSwitch: (organizationId: string) => Promise<void>;
}

/**
 * The header's choice of organization, for a person who belongs to more than one: picking one
 * moves the session there (`POST /api/auth/switch-organization`), and the pages read it afresh.
 */
export function OrganizationSwitcher({ session, onSwitch }: OrganizationSwitcherProps) {
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session.organizations.length < 2) return null;

  async function handleChange(organizationId: string) {
    setPending(true);
    setError(null);
    try {
      await onSwitch(organizationId);
    } catch (err) {
      setError(toApiError(err).detail);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="org-switcher">
      <label htmlFor={id} className="visually-hidden">
        Organization
      </label>
      <select id={id} value={session.organization.id} disabled={pending} onChange={(event) => void handleChange(event.target.value)}>
        {session.organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name} ({organization.role})
          </option>
        ))}
      </select>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
