import { useState } from 'react';
import type { CreatedEndpoint } from '../../../api/types';
import { endpointPath } from '../../../app/routes';
import { Link } from 'react-router';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { CreateEndpointForm } from '../components/create-endpoint-form';
import { EndpointTable } from '../components/endpoint-table';
import { EndpointTokenNotice } from '../components/endpoint-token-notice';
import { useEndpoints } from '../endpoints.queries';

export function EndpointsPage() {
  const { state, create } = useEndpoints();
  const [created, setCreated] = useState<CreatedEndpoint | null>(null);

  return (
    <>
      <section className="card" aria-labelledby="endpoints-title">
        <h1 id="endpoints-title">Endpoints</h1>
        <p className="muted">
          An endpoint receives webhooks at its ingest URL and delivers each one to its destinations. Its token is shown once, when it is
          created or rotated; afterwards only its prefix. Open an endpoint to manage its destinations.
        </p>
        {state.status === 'loading' && <p className="muted">Loading endpoints…</p>}
        {state.status === 'error' && <ProblemAlert error={state.error} />}
        {state.status === 'ready' && state.endpoints.length === 0 && <p className="empty">No endpoints yet.</p>}
        {state.status === 'ready' && state.endpoints.length > 0 && <EndpointTable endpoints={state.endpoints} projects={state.projects} />}
      </section>

      {state.status === 'ready' && (
        <section className="card">
          {created ? (
            <>
              <EndpointTokenNotice
                title={`Your new endpoint “${created.name}”`}
                token={created.token}
                ingestUrl={created.ingest_url}
                onDismiss={() => setCreated(null)}
              />
              <p>
                Next: <Link to={endpointPath(created.id)}>add a destination to “{created.name}”</Link>.
              </p>
            </>
          ) : (
            <CreateEndpointForm projects={state.projects} onCreate={create} onCreated={setCreated} />
          )}
        </section>
      )}
    </>
  );
}
