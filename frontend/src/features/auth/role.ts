import { ROLES, type Role } from '../../api/types';

/** Whether `held` is `required` or above it (viewer < developer < admin < owner). */
export function roleAtLeast(held: Role, required: Role): boolean {
  return ROLES.indexOf(held) >= ROLES.indexOf(required);
}

export interface Permission {
  allowed: boolean;
  /** Why not, for a disabled control's title: the role needed and the one held. */
  reason: string | undefined;
}

/**
 * What a control needing `required` may do for someone whose role is `held`. Without a known role
 * (outside the signed-in frame) everything is allowed: the API refuses what the role cannot do anyway.
 */
export function permission(held: Role | null, required: Role): Permission {
  if (held === null || roleAtLeast(held, required)) return { allowed: true, reason: undefined };
  return { allowed: false, reason: `Needs the ${required} role; you are ${held === 'admin' ? 'an' : 'a'} ${held}.` };
}
