import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../api/types';
import { changeBlocked, invitableRoles } from './member-rules';

const role = fc.constantFrom(...ROLES);

describe('what the Members page lets a role do (docs/http.md, Members and roles)', () => {
  it('blocks every change for developers and viewers, with the role needed', () => {
    fc.assert(
      fc.property(fc.constantFrom<Role>('viewer', 'developer'), role, fc.option(role, { nil: null }), (me, target, next) => {
        expect(changeBlocked({ me, target, next, owners: 2 })).toBe(`Needs the admin role; you are a ${me}.`);
      }),
    );
  });

  it('lets admins change members below owner only, and owners anyone but the last owner', () => {
    fc.assert(
      fc.property(role, fc.option(role, { nil: null }), fc.integer({ min: 1, max: 3 }), (target, next, owners) => {
        const touchesOwner = target === 'owner' || next === 'owner';
        expect(changeBlocked({ me: 'admin', target, next, owners })).toBe(touchesOwner ? 'Only an owner changes or makes an owner.' : null);
        const lastOwner = target === 'owner' && next !== 'owner' && owners === 1;
        expect(changeBlocked({ me: 'owner', target, next, owners })).toBe(
          lastOwner ? 'The organization must keep an owner: make someone else an owner first.' : null,
        );
      }),
    );
  });

  it('offers the roles an inviter may give: every one to an owner, all but owner to an admin, none below', () => {
    expect(invitableRoles('owner')).toEqual(['viewer', 'developer', 'admin', 'owner']);
    expect(invitableRoles('admin')).toEqual(['viewer', 'developer', 'admin']);
    expect(invitableRoles('developer')).toEqual([]);
    expect(invitableRoles('viewer')).toEqual([]);
  });
});
