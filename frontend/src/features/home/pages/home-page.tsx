import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes';
import { useSession } from '../../auth/auth.queries';

export function HomePage() {
  const { data: session } = useSession();
  return (
    <section className="card" aria-labelledby="org-title">
      <p className="eyebrow">Organization</p>
      <h1 id="org-title">{session?.organization.name}</h1>
      <p className="muted">
        Create ingest URLs and the destinations they deliver to under <Link to={ROUTES.endpoints}>Endpoints</Link>, grouped in{' '}
        <Link to={ROUTES.projects}>Projects</Link>; watch incoming webhooks and their deliveries under{' '}
        <Link to={ROUTES.events}>Events</Link>; create keys for the API under <Link to={ROUTES.apiKeys}>API keys</Link>.
      </p>
    </section>
  );
}
