import { useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { Destination } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { EditForm } from '../../../components/ui/edit-form';
import { Link } from 'react-router';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { CreateDestinationForm } from '../components/create-destination-form';
import { DestinationFields, readDestinationFields } from '../components/destination-fields';
import { DestinationHealthList } from '../components/destination-health';
import { DestinationTable } from '../components/destination-table';
import { EndpointActions } from '../components/endpoint-actions';
import { RateLimit } from '../components/rate-limit';
import { SigningSecretNotice } from '../components/signing-secret-notice';
import { VerificationSection } from '../components/verification-section';
import { useDestinations, useEndpoint } from '../endpoints.queries';
import { STATS_REFRESH_MS } from '../../stats/series';
import { useEnableDestination } from '../../stats/stats.queries';
import { useParams } from 'react-router';

/** The signing secret the api just returned, for the notice that shows it once. */
interface ShownSecret {
  title: string;
  secret: string;
}

/** `/endpoints/:endpointId`: a page of its own per endpoint. */
export function EndpointRoute() {
  const { endpointId = '' } = useParams();
  return <EndpointPage key={endpointId} endpointId={endpointId} />;
}

/** One endpoint: its details and actions, and its destinations. */
function EndpointPage({ endpointId }: { endpointId: string }) {
  const { state, update, setEnabled, rotateToken } = useEndpoint(endpointId);
  const destinations = useDestinations(endpointId);
  const enableDestination = useEnableDestination();
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = destinations.state.status === 'ready' ? destinations.state.destinations.find(({ id }) => id === editingId) : undefined;

  async function run(destination: Destination, question: string | null, action: () => Promise<unknown>) {
    if (question !== null && !window.confirm(question)) return;
    setBusy(destination.id);
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(toApiError(error));
    } finally {
      setBusy(null);
    }
  }

  const handleSetActive = (destination: Destination, active: boolean) =>
    run(destination, active ? null : `Deactivate “${destination.name}”? Its pending and scheduled deliveries are cancelled.`, () =>
      destinations.setActive(destination.id, active),
    );

  const handleRotateSecret = (destination: Destination) =>
    run(destination, `Rotate the signing secret of “${destination.name}”? Deliveries are signed with the new one at once.`, async () => {
      const { signing_secret: secret } = await destinations.rotateSecret(destination.id);
      setShownSecret({ title: `New signing secret of “${destination.name}”`, secret });
    });

  const handleDelete = (destination: Destination) =>
    run(destination, `Delete “${destination.name}”? Its pending and scheduled deliveries are cancelled.`, () =>
      destinations.remove(destination.id),
    );

  return (
    <>
      <p className="breadcrumb">
        <Link to={ROUTES.endpoints}>← All endpoints</Link>
      </p>
      {state.status === 'loading' && <p className="muted">Loading endpoint…</p>}
      {state.status === 'error' && (
        <section className="card">
          <h1>Endpoint</h1>
          <ProblemAlert error={state.error} />
        </section>
      )}
      {state.status === 'ready' && (
        <>
          <section className="card" aria-labelledby="endpoint-title">
            <p className="eyebrow">Endpoint</p>
            <div className="card-header">
              <h1 id="endpoint-title">{state.endpoint.name}</h1>
              <StatusBadge status={state.endpoint.enabled ? 'enabled' : 'disabled'} />
            </div>
            <dl className="details">
              <dt>Project</dt>
              <dd>{state.projectName ?? <span className="mono">{state.endpoint.project_id}</span>}</dd>
              <dt>Ingest URL</dt>
              <dd className="mono break">{state.endpoint.ingest_url_template}</dd>
              <dt>Token</dt>
              <dd className="mono">{state.endpoint.token_prefix}…</dd>
              <dt>Token rotated</dt>
              <dd>
                <Timestamp value={state.endpoint.token_rotated_at} fallback="Never" />
              </dd>
              <dt>Rate limit</dt>
              <dd>
                <RateLimit perSecond={state.endpoint.rate_limit_per_second} />
              </dd>
              <dt>Created</dt>
              <dd>
                <Timestamp value={state.endpoint.created_at} />
              </dd>
            </dl>
            <EndpointActions endpoint={state.endpoint} onUpdate={update} onSetEnabled={setEnabled} onRotateToken={rotateToken} />
          </section>

          <VerificationSection endpointId={endpointId} />

          <section className="card" aria-labelledby="destinations-title">
            <h2 id="destinations-title">Destinations</h2>
            <p className="muted">
              Every webhook the endpoint accepts is delivered to each active destination, signed with the destination's secret. A secret is
              shown once, when the destination is added or the secret rotated.
            </p>
            {actionError && <ProblemAlert error={actionError} />}
            {destinations.state.status === 'loading' && <p className="muted">Loading destinations…</p>}
            {destinations.state.status === 'error' && <ProblemAlert error={destinations.state.error} />}
            {destinations.state.status === 'ready' && destinations.state.destinations.length === 0 && (
              <p className="empty">No destinations yet: webhooks this endpoint accepts are dead-lettered until you add one.</p>
            )}
            {destinations.state.status === 'ready' && destinations.state.destinations.length > 0 && (
              <DestinationTable
                destinations={destinations.state.destinations}
                busy={busy}
                onEdit={(destination) => setEditingId(destination.id)}
                onSetActive={handleSetActive}
                onRotateSecret={handleRotateSecret}
                onDelete={handleDelete}
              />
            )}
          </section>

          {destinations.state.status === 'ready' && destinations.state.destinations.length > 0 && (
            <section className="card stats-card" aria-labelledby="health-title">
              <h2 id="health-title">Health</h2>
              <p className="muted">
                Each destination's attempts: success rates over the last hour and day, how long it has been failing, and its attempts per
                hour over the last 24 hours. Read again every {STATS_REFRESH_MS / 1000} seconds while this page is open.
              </p>
              <DestinationHealthList destinations={destinations.state.destinations} onEnable={enableDestination} />
            </section>
          )}

          {editing && (
            <section className="card">
              <EditForm
                key={editing.id}
                title={`Edit “${editing.name}”`}
                send={(form) => destinations.update(editing.id, readDestinationFields(form))}
                onDone={() => setEditingId(null)}
              >
                <DestinationFields destination={editing} />
              </EditForm>
            </section>
          )}

          <section className="card">
            {shownSecret ? (
              <SigningSecretNotice title={shownSecret.title} secret={shownSecret.secret} onDismiss={() => setShownSecret(null)} />
            ) : (
              <CreateDestinationForm
                onCreate={destinations.create}
                onCreated={(created) => setShownSecret({ title: `Signing secret of “${created.name}”`, secret: created.signing_secret })}
              />
            )}
          </section>
        </>
      )}
    </>
  );
}
