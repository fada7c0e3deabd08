import { Role, roleAtLeast } from '../../core/auth/roles';

export type MembershipRefusal = { code: 'insufficient_role'; required: Role } | { code: 'not_found' } | { code: 'last_owner' };

/**
 * Whether a member whose role is `actor` may give the member whose role is `target` the role `next`
 * (null: remove them), while the organization has `owners` owners; null when allowed. Read under the
 * organization's lock, so `actor` is the caller's role now (null: no longer a member).
 * - Admins manage members below owner; only an owner touches an owner or makes one.
 * - The last owner is never demoted nor removed (by themselves included).
 */
export function refuseMembershipChange(change: {
  actor: Role | null;
  target: Role | null;
  next: Role | null;
  owners: number;
}): MembershipRefusal | null {
  const { actor, target, next, owners } = change;
  if (actor === null || !roleAtLeast(actor, 'admin')) return { code: 'insufficient_role', required: 'admin' };
  if (target === null) return { code: 'not_found' };
  if ((target === 'owner' || next === 'owner') && actor !== 'owner') return { code: 'insufficient_role', required: 'owner' };
  if (target === 'owner' && next !== 'owner' && owners <= 1) return { code: 'last_owner' };
  return null;
}
