import { describe, expect, it } from 'vitest';
import { describeFilters, startedBy } from './operation-text';

describe('operations in words', () => {
  it('name who started them', () => {
    expect(startedBy({ kind: 'user', id: 'u', name: 'ann@example.test', prefix: null })).toBe('ann@example.test');
    expect(startedBy({ kind: 'api_key', id: 'k', name: 'ci', prefix: 'hyk_abcd1234' })).toBe('API key ci (hyk_abcd1234…)');
    expect(startedBy({ kind: 'api_key', id: null, name: null, prefix: null })).toBe('a deleted API key');
    expect(startedBy({ kind: 'user', id: null, name: null, prefix: null })).toBe('a deleted user');
  });

  it('list their filters on one line', () => {
    expect(describeFilters({ status: ['failed', 'dead_lettered'], receivedFrom: '2026-11-25T10:00:00.000Z' })).toBe(
      'status failed, dead_lettered · from 2026-11-25T10:00:00.000Z',
    );
    expect(describeFilters({})).toBe('');
  });

  it('name the project, endpoint and destination instead of their ids', () => {
    const id = '4cfa3195-0000-4000-8000-000000000000';
    const names = new Map([[id, 'Ledger']]);
    expect(describeFilters({ destinationId: id, status: ['failed'] }, names)).toBe('destination Ledger · status failed');
    expect(describeFilters({ projectId: id }, names)).toBe('project Ledger');
    // Not (yet) known: a short id, never the whole UUID.
    expect(describeFilters({ endpointId: id })).toBe('endpoint 4cfa3195…');
  });
});
