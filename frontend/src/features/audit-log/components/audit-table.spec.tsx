import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../api/types';
import { NO_AUDIT_FILTERS } from '../audit-log-url';
import { AuditTable } from './audit-table';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const USER = '11111111-1111-4111-8111-111111111111';
const DESTINATION = '22222222-2222-4222-8222-222222222222';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  at: '2026-11-24T11:00:00.000Z',
  actor: { type: 'user', id: USER, label: 'ada@example.com' },
  action: 'destination.updated',
  target: { type: 'destination', id: DESTINATION, label: 'Orders' },
  ip: '203.0.113.7',
  user_agent: 'Mozilla/5.0 (test)',
  changes: { timeout_ms: { from: 15000, to: 5000 }, headers: { changed: true } },
  ...over,
});

function renderTable(entries: AuditEntry[]) {
  const router = createMemoryRouter(
    [{ path: '/audit-log', element: <AuditTable entries={entries} filters={NO_AUDIT_FILTERS} now={NOW} /> }],
    {
      initialEntries: ['/audit-log'],
    },
  );
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('row').slice(1);
}

const href = (link: HTMLElement) => link.getAttribute('href');

describe('AuditTable', () => {
  afterEach(cleanup);

  it('shows who, what, on what (linked to its page and its history), the changes from → to and from where', () => {
    const [row] = renderTable([entry({})]);
    const cells = within(row);
    expect(href(cells.getByRole('link', { name: 'ada@example.com' }))).toBe(`/audit-log?actor=${USER}`);
    expect(row.textContent).toContain('Changed a destination');
    expect(href(cells.getByRole('link', { name: 'Orders' }))).toBe(`/destinations/${DESTINATION}`);
    expect(href(cells.getByRole('link', { name: 'History of destination Orders' }))).toBe(
      `/audit-log?targetType=destination&targetId=${DESTINATION}`,
    );
    expect(cells.getByText(/15000 → 5000/)).toBeTruthy();
    expect(cells.getByText(/changed \(not shown\)/)).toBeTruthy();
    expect(row.textContent).toContain('203.0.113.7');
    expect(row.textContent).toContain('Mozilla/5.0 (test)');
  });

  it('names an API key and the system, and links no page for a deleted target or one without a page', () => {
    const rows = renderTable([
      entry({ actor: { type: 'api_key', id: USER, label: 'deploys' }, action: 'destination.deleted', changes: null }),
      entry({
        actor: { type: 'system', id: null, label: null },
        action: 'audit_log.pruned',
        target: { type: 'audit_log', id: null, label: 'entries before 2025-11-24T00:00:00.000Z' },
        ip: null,
        user_agent: null,
        changes: { entries: { from: 3, to: 0 } },
      }),
    ]);
    const deleted = within(rows[0]);
    expect(deleted.getByRole('link', { name: 'API key “deploys”' })).toBeTruthy();
    expect(deleted.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(href(deleted.getByRole('link', { name: 'History of destination Orders' }))).toContain(`targetId=${DESTINATION}`);
    const pruned = within(rows[1]);
    expect(href(pruned.getByRole('link', { name: 'Hookyard (system)' }))).toBe('/audit-log?actor=system');
    expect(pruned.getByText('entries before 2025-11-24T00:00:00.000Z')).toBeTruthy();
    expect(pruned.queryByRole('link', { name: /History/ })).toBeNull();
    expect(rows[1].textContent).toContain('3 → 0');
  });
});
