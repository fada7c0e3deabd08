import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../api/types';
import { permission, roleAtLeast } from './role';

const role = fc.constantFrom(...ROLES);

describe('roles (docs/http.md, Members and roles)', () => {
  it('orders viewer < developer < admin < owner', () => {
    expect(ROLES).toEqual(['viewer', 'developer', 'admin', 'owner']);
    fc.assert(
      fc.property(role, role, (held, required) => {
        expect(roleAtLeast(held, required)).toBe(ROLES.indexOf(held) >= ROLES.indexOf(required));
      }),
    );
  });

  it('allows what the role reaches, and otherwise gives the reason: the role needed and the one held', () => {
    fc.assert(
      fc.property(role, role, (held, required) => {
        const { allowed, reason } = permission(held, required);
        expect(allowed).toBe(roleAtLeast(held, required));
        if (allowed) expect(reason).toBeUndefined();
        else expect(reason).toBe(`Needs the ${required} role; you are ${held === 'admin' ? 'an' : 'a'} ${held}.`);
      }),
    );
  });

  it('allows everything outside a signed-in frame (no role known): the API decides there', () => {
    fc.assert(
      fc.property(role, (required) => {
        expect(permission(null, required)).toEqual({ allowed: true, reason: undefined });
      }),
    );
  });
});
