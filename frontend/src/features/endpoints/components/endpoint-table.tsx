import type { Endpoint, Project } from '../../../api/types';
import { endpointPath } from '../../../app/routes';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { RateLimit } from './rate-limit';

interface EndpointTableProps {
  endpoints: Endpoint[];
  projects: Project[];
}

/** The endpoints as they can be seen again: never the token, only its prefix. */
export function EndpointTable({ endpoints, projects }: EndpointTableProps) {
  const projectNames = new Map(projects.map((project) => [project.id, project.name]));
  const columns: Column<Endpoint>[] = [
    { header: 'Name', cell: (endpoint) => <Link to={endpointPath(endpoint.id)}>{endpoint.name}</Link> },
    { header: 'Project', cell: (endpoint) => projectNames.get(endpoint.project_id) ?? <span className="mono">{endpoint.project_id}</span> },
    { header: 'Status', cell: (endpoint) => <StatusBadge status={endpoint.enabled ? 'enabled' : 'disabled'} /> },
    { header: 'Token', cell: (endpoint) => `${endpoint.token_prefix}…`, className: 'mono' },
    { header: 'Rate limit', cell: (endpoint) => <RateLimit perSecond={endpoint.rate_limit_per_second} /> },
    { header: 'Destinations', cell: (endpoint) => endpoint.destination_count },
    { header: 'Created', cell: (endpoint) => <Timestamp value={endpoint.created_at} /> },
  ];
  return <DataTable label="Endpoints" columns={columns} rows={endpoints} rowKey={(endpoint) => endpoint.id} />;
}
