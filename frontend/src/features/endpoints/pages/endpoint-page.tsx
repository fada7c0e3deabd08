import { useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { Destination } from '../../../api/types';
import { ROUTES } from '../../../app/routes';
import { useConfirm, type ConfirmRequest } from '../../../components/ui/confirm-dialog';
import { Link } from 'react-router';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { CreateDestinationForm } from '../components/create-destination-form';
import { DestinationHealthList } from '../components/destination-health';
import { HealthLegend } from '../components/health-state';
import { DestinationTable } from '../components/destination-table';
import { ListenCommand } from '../components/listener-status';
import { EndpointActions } from '../components/endpoint-actions';
import { describeEventTypeSource } from '../components/event-type-source';
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
  /** Hookyard's own notifications endpoint: nothing ingests to it, its URLs are managed on the Notifications page. */
  const notifications = state.status === 'ready' && state.endpoint.purpose === 'notifications';
  const { confirm, dialog } = useConfirm();

  async function run(destination: Destination, request: ConfirmRequest | null, action: () => Promise<unknown>) {
    if (request !== null && !(await confirm(request))) return;
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
    run(
      destination,
      active
        ? null
        : {
            title: `Deactivate “${destination.name}”?`,
            consequence:
              'Its pending and scheduled deliveries are cancelled, and new webhooks are not delivered to it until you activate it.',
            confirmLabel: 'Deactivate',
            danger: true,
          },
      () => destinations.setActive(destination.id, active),
    );

  const handleRotateSecret = (destination: Destination, overlapSeconds: number) =>
    run(
      destination,
      {
        title: `Rotate the signing secret of “${destination.name}”?`,
        consequence:
          overlapSeconds === 0
            ? 'Deliveries are signed with the new secret only, at once: the receiver refuses them until it has the new one.'
            : 'Deliveries carry both signatures until the previous secret expires, then the new one only.',
        confirmLabel: 'Rotate secret',
        danger: true,
      },
      async () => {
        const { signing_secret: secret, previous_secret_expires_at: until } = await destinations.rotateSecret(
          destination.id,
          overlapSeconds,
        );
        const title = `New signing secret of “${destination.name}”`;
        setShownSecret({
          title: overlapSeconds === 0 ? title : `${title} (the previous one signs too until ${new Date(until).toLocaleString()})`,
          secret,
        });
      },
    );

  const handleDelete = (destination: Destination) =>
    run(
      destination,
      {
        title: `Delete “${destination.name}”?`,
        consequence: 'Its pending and scheduled deliveries are cancelled; this cannot be undone.',
        confirmLabel: 'Delete destination',
        danger: true,
      },
      () => destinations.remove(destination.id),
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
              <dt>Event type</dt>
              <dd>{describeEventTypeSource(state.endpoint.event_type_source)}</dd>
              <dt>Created</dt>
              <dd>
                <Timestamp value={state.endpoint.created_at} />
              </dd>
            </dl>
            {notifications ? (
              <p className="notice">
                Hookyard keeps its own notifications here; nothing can ingest to it. Manage the URLs that receive them on the{' '}
                <Link to={ROUTES.notifications}>Notifications</Link> page.
              </p>
            ) : (
              <EndpointActions endpoint={state.endpoint} onUpdate={update} onSetEnabled={setEnabled} onRotateToken={rotateToken} />
            )}
          </section>

          {!notifications && <VerificationSection endpointId={endpointId} />}

          <section className="card" aria-labelledby="destinations-title">
            <h2 id="destinations-title">Destinations</h2>
            <p className="muted">
              Every webhook the endpoint accepts is delivered to each active destination, signed with the destination's secret. A secret is
              shown once, when the destination is added or the secret rotated.
            </p>
            {actionError && <ProblemAlert error={actionError} />}
            {dialog}
            {destinations.state.status === 'loading' && <p className="muted">Loading destinations…</p>}
            {destinations.state.status === 'error' && <ProblemAlert error={destinations.state.error} />}
            {destinations.state.status === 'ready' && destinations.state.destinations.length === 0 && (
              <p className="empty">No destinations yet: webhooks this endpoint accepts are dead-lettered until you add one.</p>
            )}
            {destinations.state.status === 'ready' && destinations.state.destinations.length > 0 && (
              <DestinationTable
                destinations={destinations.state.destinations}
                busy={busy}
                onSetActive={handleSetActive}
                onRotateSecret={handleRotateSecret}
                onDelete={handleDelete}
              />
            )}
            {!notifications && <ListenCommand endpointId={endpointId} />}
          </section>

          {destinations.state.status === 'ready' && destinations.state.destinations.length > 0 && (
            <section className="card stats-card" aria-labelledby="health-title">
              <h2 id="health-title">Health</h2>
              <p className="muted">
                Each destination's attempts: success rates over the last hour and day, how long it has been failing, and its attempts per
                hour over the last 24 hours. Read again every {STATS_REFRESH_MS / 1000} seconds while this page is open.
              </p>
              <HealthLegend />
              <DestinationHealthList destinations={destinations.state.destinations} onEnable={enableDestination} />
            </section>
          )}

          {!notifications && (
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
          )}
        </>
      )}
    </>
  );
}
