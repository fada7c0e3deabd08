import type { Session } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { Link } from '../../../components/ui/link';

export function HomePage({ session }: { session: Session }) {
  return (
    <section className="card" aria-labelledby="org-title">
      <p className="eyebrow">Organization</p>
      <h1 id="org-title">{session.organization.name}</h1>
      <p className="muted">
        Create ingest URLs and the destinations they deliver to under <Link to={ROUTES.endpoints}>Endpoints</Link>; watch incoming webhooks
        and their deliveries under <Link to={ROUTES.events}>Events</Link>; create keys for the API under{' '}
        <Link to={ROUTES.apiKeys}>API keys</Link>.
      </p>
    </section>
  );
}
