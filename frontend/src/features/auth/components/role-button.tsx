import type { ButtonHTMLAttributes } from 'react';
import type { Role } from '../../../api/types';
import { useCan } from '../role-context';

interface RoleButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The least role the action needs (the API's `x-required-role` of the route it calls). */
  needs: Role;
}

/**
 * A button for an action a role may not take: below `needs` it is disabled, its title saying
 * which role it needs (the API would answer 403 insufficient_role anyway). `type` defaults to
 * `button`; pass `type="submit"` for a form's.
 */
export function RoleButton({ needs, disabled, title, type = 'button', ...props }: RoleButtonProps) {
  const { allowed, reason } = useCan(needs);
  return <button {...props} type={type} disabled={!allowed || disabled} title={reason ?? title} />;
}
