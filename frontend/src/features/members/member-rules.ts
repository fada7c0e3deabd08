import { ROLES, type Role } from '../../api/types';
import { permission, roleAtLeast } from '../auth/role';

/**
 * Why the person whose role is `me` may not give a member whose role is `target` the role `next`
 * (null: remove them) while the organization has `owners` owners; null when they may. The API's own
 * rules (it refuses anyway): admins manage members below owner, the last owner stays.
 */
export function changeBlocked(change: { me: Role; target: Role; next: Role | null; owners: number }): string | null {
  const { me, target, next, owners } = change;
  const { reason } = permission(me, 'admin');
  if (reason) return reason;
  if ((target === 'owner' || next === 'owner') && me !== 'owner') return 'Only an owner changes or makes an owner.';
  if (target === 'owner' && next !== 'owner' && owners <= 1)
    return 'The organization must keep an owner: make someone else an owner first.';
  return null;
}

/** The roles someone whose role is `me` may invite people as. */
export function invitableRoles(me: Role): Role[] {
  if (!roleAtLeast(me, 'admin')) return [];
  return ROLES.filter((role) => role !== 'owner' || me === 'owner');
}
