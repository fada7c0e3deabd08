import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../api/types';
import {
  ACTION_GROUPS,
  auditExportUrl,
  auditFiltersFrom,
  auditQuery,
  auditSearchOf,
  NO_AUDIT_FILTERS,
  type AuditFilters,
} from './audit-log-url';

const instant = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((date) => date.toISOString());
const filters: fc.Arbitrary<AuditFilters> = fc.record({
  actor: fc.oneof(fc.constant(''), fc.constant('system'), fc.uuid()),
  action: fc.oneof(fc.constant(''), fc.constantFrom(...AUDIT_ACTIONS), fc.constantFrom(...ACTION_GROUPS.map((group) => `${group}.*`))),
  targetType: fc.oneof(fc.constant(''), fc.constantFrom(...AUDIT_TARGET_TYPES)),
  targetId: fc.oneof(
    fc.constant(''),
    fc.uuid(),
    fc.constant('evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9'),
    fc.constant('op_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9'),
  ),
  from: fc.oneof(fc.constant(''), instant),
  to: fc.oneof(fc.constant(''), instant),
  cursor: fc.oneof(
    fc.constant(''),
    fc.base64String({ minLength: 4, maxLength: 40 }).map((text) => text.replace(/=/g, '')),
  ),
});

describe('the audit log page address', () => {
  it('reads back every set of filters it writes', () => {
    fc.assert(
      fc.property(filters, (set) => {
        expect(auditFiltersFrom(new URLSearchParams(auditSearchOf(set)))).toEqual(set);
      }),
    );
  });

  it('leaves out what the API would refuse, so a hand-edited link still shows a page', () => {
    const read = auditFiltersFrom(
      new URLSearchParams({
        actor: 'somebody',
        action: 'destination.exploded',
        targetType: 'planet',
        targetId: 'x'.repeat(201),
        from: '2026-02-30T00:00:00Z',
        to: 'yesterday',
      }),
    );
    expect(read).toEqual(NO_AUDIT_FILTERS);
    expect(auditFiltersFrom(new URLSearchParams('action=nothing.*'))).toEqual(NO_AUDIT_FILTERS);
    expect(auditSearchOf(NO_AUDIT_FILTERS)).toBe('');
  });

  it('asks the list and the export for exactly the filters set, never the cursor to the export', () => {
    fc.assert(
      fc.property(filters, (set) => {
        const query = auditQuery(set);
        const named = Object.entries(set).filter(([name, value]) => name !== 'cursor' && value !== '');
        expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual(named);
        const exported = new URL(auditExportUrl(set), 'http://dashboard.test');
        expect(exported.pathname).toBe('/api/audit-log/export');
        expect([...exported.searchParams.entries()]).toEqual(named);
      }),
    );
  });

  it('groups the actions by what they are about', () => {
    expect(ACTION_GROUPS).toEqual(expect.arrayContaining(['destination', 'endpoint', 'api_key', 'session']));
    for (const action of AUDIT_ACTIONS) expect(ACTION_GROUPS).toContain(action.slice(0, action.indexOf('.')));
  });
});
