import type { Endpoint, Project } from '../../../api/types';
import { endpointPath } from '../../../app/routes';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { HEALTH_MEANING, HealthBadge } from './health-state';
import { RateLimit } from './rate-limit';

interface EndpointTableProps {
  endpoints: Endpoint[];
  projects: Project[];
}

/** Health from best to worst (the legend's order), for sorting. */
const HEALTH_ORDER = Object.keys(HEALTH_MEANING);

/** The endpoints as they can be seen again: never the token, only its prefix. */
export function EndpointTable({ endpoints, projects }: EndpointTableProps) {
  const projectNames = new Map(projects.map((project) => [project.id, project.name]));
  const columns: Column<Endpoint>[] = [
    {
      header: 'Name',
      cell: (endpoint) => <Link to={endpointPath(endpoint.id)}>{endpoint.name}</Link>,
      sortValue: (endpoint) => endpoint.name,
    },
    {
      header: 'Project',
      cell: (endpoint) => projectNames.get(endpoint.project_id) ?? <span className="mono">{endpoint.project_id}</span>,
      sortValue: (endpoint) => projectNames.get(endpoint.project_id) ?? endpoint.project_id,
    },
    {
      header: 'Status',
      cell: (endpoint) => <StatusBadge status={endpoint.enabled ? 'enabled' : 'disabled'} />,
      sortValue: (endpoint) => (endpoint.enabled ? 'enabled' : 'disabled'),
    },
    { header: 'Token', cell: (endpoint) => `${endpoint.token_prefix}…`, className: 'mono' },
    { header: 'Rate limit', cell: (endpoint) => <RateLimit perSecond={endpoint.rate_limit_per_second} /> },
    { header: 'Destinations', cell: (endpoint) => endpoint.destination_count, sortValue: (endpoint) => endpoint.destination_count },
    {
      header: 'Health',
      cell: (endpoint) =>
        endpoint.health === null ? <span className="muted">No destinations</span> : <HealthBadge state={endpoint.health} />,
      // worst first when descending
      sortValue: (endpoint) => (endpoint.health === null ? null : HEALTH_ORDER.indexOf(endpoint.health)),
    },
    {
      header: 'Created',
      cell: (endpoint) => <Timestamp value={endpoint.created_at} />,
      sortValue: (endpoint) => Date.parse(endpoint.created_at),
    },
  ];
  return <DataTable label="Endpoints" columns={columns} rows={endpoints} rowKey={(endpoint) => endpoint.id} />;
}
