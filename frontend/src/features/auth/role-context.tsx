import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from '../../api/types';
import { permission, type Permission } from './role';

const RoleContext = createContext<Role | null>(null);

/** Gives the pages below the signed-in person's role in the session's organization. */
export function RoleProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** The signed-in person's role here; null outside the signed-in frame. */
function useRole(): Role | null {
  return useContext(RoleContext);
}

/** Whether the signed-in person may use a control that needs `required`, and if not, why. */
export function useCan(required: Role): Permission {
  return permission(useRole(), required);
}
