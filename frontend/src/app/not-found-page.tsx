import { Link, useLocation } from 'react-router';
import { ROUTES } from './routes';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="card">
      <h1>Page not found</h1>
      <p className="muted">There is nothing at {pathname}.</p>
      <p>
        <Link className="button" to={ROUTES.home}>
          Go to the dashboard
        </Link>
      </p>
    </section>
  );
}
