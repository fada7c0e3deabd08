import fc from 'fast-check';
import { Role, ROLES, roleAtLeast } from '../../core/auth/roles';
import { refuseMembershipChange } from './membership-rules';

const role = fc.constantFrom(...ROLES);
const orNull = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

describe('refuseMembershipChange (docs/http.md, Members and roles)', () => {
  it('lets only admins and owners change anything', () => {
    fc.assert(
      fc.property(orNull(role), orNull(role), orNull(role), fc.integer({ min: 0, max: 5 }), (actor, target, next, owners) => {
        const refusal = refuseMembershipChange({ actor, target, next, owners });
        if (actor === null || !roleAtLeast(actor, 'admin')) expect(refusal).toEqual({ code: 'insufficient_role', required: 'admin' });
      }),
    );
  });

  it('lets only owners touch an owner or make one', () => {
    fc.assert(
      fc.property(role, fc.constantFrom<Role | null>(...ROLES, null), fc.integer({ min: 2, max: 5 }), (target, next, owners) => {
        const touchesOwner = target === 'owner' || next === 'owner';
        expect(refuseMembershipChange({ actor: 'admin', target, next, owners })).toEqual(
          touchesOwner ? { code: 'insufficient_role', required: 'owner' } : null,
        );
        expect(refuseMembershipChange({ actor: 'owner', target, next, owners })).toBeNull();
      }),
    );
  });

  it('answers not_found for someone who is not a member, to an admin or an owner', () => {
    fc.assert(
      fc.property(fc.constantFrom<Role>('admin', 'owner'), orNull(role), (actor, next) => {
        expect(refuseMembershipChange({ actor, target: null, next, owners: 1 })).toEqual({ code: 'not_found' });
      }),
    );
  });

  it('never leaves an organization without an owner, whatever sequence of changes is tried', () => {
    // Members 0..3 with roles; each step one member changes (or removes) another; allowed steps apply.
    const step = fc.record({ actor: fc.nat(3), target: fc.nat(3), next: orNull(role) });
    fc.assert(
      fc.property(fc.array(role, { minLength: 4, maxLength: 4 }), fc.array(step, { maxLength: 30 }), (roles, steps) => {
        const members: (Role | null)[] = ['owner', ...roles.slice(1)];
        for (const { actor, target, next } of steps) {
          const owners = members.filter((r) => r === 'owner').length;
          const refusal = refuseMembershipChange({ actor: members[actor], target: members[target], next, owners });
          if (refusal === null) members[target] = next;
          expect(members.filter((r) => r === 'owner').length).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('refuses the last owner’s demotion or removal with last_owner, and allows it while another owner stays', () => {
    fc.assert(
      fc.property(fc.constantFrom<Role | null>('admin', 'developer', 'viewer', null), (next) => {
        expect(refuseMembershipChange({ actor: 'owner', target: 'owner', next, owners: 1 })).toEqual({ code: 'last_owner' });
        expect(refuseMembershipChange({ actor: 'owner', target: 'owner', next, owners: 2 })).toBeNull();
      }),
    );
  });
});
