import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../api/client';
import { queryState } from '../../api/query-state';
import { auditQuery, type AuditFilters } from './audit-log-url';

const PAGE_SIZE = 50;

const auditKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditFilters) => [...auditKeys.all, 'page', filters] as const,
};

/**
 * One page of the audit log for `filters` (50 entries, newest first). Read again on each visit (every
 * change elsewhere adds entries), keeping the page shown while the next one loads.
 */
export function useAuditLogPage(filters: AuditFilters) {
  const page = useQuery({
    queryKey: auditKeys.page(filters),
    queryFn: () =>
      unwrap(
        client.GET('/api/audit-log', {
          params: { query: { ...auditQuery(filters), limit: PAGE_SIZE, cursor: filters.cursor || undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return {
    state: queryState(page, ({ data, next_cursor }) => ({ entries: data, nextCursor: next_cursor })),
    refreshing: page.isFetching,
    reload: () => page.refetch(),
  };
}
