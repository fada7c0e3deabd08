import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toApiError, type ApiError } from '../../../api/client';
import type { Destination } from '../../../api/types';
import { endpointPath, ROUTES } from '../../../app/routes';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EditForm } from '../../../components/ui/edit-form';
import { humanize } from '../../../components/ui/format';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';
import { ListenerStatus } from '../components/listener-status';
import { STATS_REFRESH_MS } from '../../stats/series';
import { useEnableDestination } from '../../stats/stats.queries';
import { DestinationSettingsFields, readSettingsFields } from '../components/destination-fields';
import { DestinationHealthList } from '../components/destination-health';
import { HealthBadge, HealthLegend } from '../components/health-state';
import { RecentDeliveries, RoutingSection, SigningSecretSection } from '../components/destination-sections';
import { useDestination, useEndpointNames } from '../endpoints.queries';
import { RoleButton } from '../../auth/components/role-button';

/** `/destinations/:destinationId`: a page of its own per destination. */
export function DestinationRoute() {
  const { destinationId = '' } = useParams();
  return <DestinationPage key={destinationId} destinationId={destinationId} />;
}

/** One destination: its settings, health, recent deliveries, signing secret and routing. */
function DestinationPage({ destinationId }: { destinationId: string }) {
  const { state, update, setActive, remove, rotateSecret } = useDestination(destinationId);
  const endpointNames = useEndpointNames();
  const enable = useEnableDestination();

  if (state.status === 'loading') return <p className="muted">Loading destination…</p>;
  if (state.status === 'error') {
    return (
      <>
        <p className="breadcrumb">
          <Link to={ROUTES.endpoints}>← All endpoints</Link>
        </p>
        <section className="card">
          <h1>Destination</h1>
          <ProblemAlert error={state.error} />
        </section>
      </>
    );
  }
  const { destination } = state;
  const endpointName = endpointNames.get(destination.endpoint_id) ?? 'its endpoint';
  return (
    <>
      <p className="breadcrumb">
        <Link to={endpointPath(destination.endpoint_id)}>← {endpointName}</Link>
      </p>
      <SettingsSection
        destination={destination}
        endpointName={endpointName}
        onSave={(input) => update(destination.id, input)}
        onSetActive={(active) => setActive(destination.id, active)}
        onDelete={() => remove(destination.id)}
      />
      <section className="card stats-card" aria-labelledby="health-title">
        <h2 id="health-title">Health</h2>
        <p className="muted">
          Success rates over the last hour and day, how long it has been failing, and its attempts per hour over the last 24 hours. Read
          again every {STATS_REFRESH_MS / 1000} seconds while this page is open.
        </p>
        <DestinationHealthList destinations={[destination]} onEnable={enable} />
      </section>
      <RecentDeliveries destinationId={destination.id} endpointNames={endpointNames} />
      <SigningSecretSection destination={destination} onRotate={rotateSecret} />
      <RoutingSection destination={destination} onSave={update} />
    </>
  );
}

interface SettingsSectionProps {
  destination: Destination;
  endpointName: string;
  onSave: (input: ReturnType<typeof readSettingsFields>) => Promise<unknown>;
  onSetActive: (active: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}

/** Name, URL, timeout and whether it is active (and why not), with Edit, Deactivate/Activate and Delete. */
function SettingsSection({ destination, endpointName, onSave, onSetActive, onDelete }: SettingsSectionProps) {
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const { confirm, dialog } = useConfirm();
  const navigate = useNavigate();

  async function act(confirmed: boolean, action: () => Promise<unknown>) {
    if (!confirmed) return;
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setPending(false);
    }
  }

  const toggle = async () =>
    act(
      destination.active
        ? await confirm({
            title: `Deactivate “${destination.name}”?`,
            consequence:
              'Its pending and scheduled deliveries are cancelled, and new webhooks are not delivered to it until you activate it.',
            confirmLabel: 'Deactivate',
            danger: true,
          })
        : true,
      () => onSetActive(!destination.active),
    );

  const deleteIt = async () =>
    act(
      await confirm({
        title: `Delete “${destination.name}”?`,
        consequence: `Its pending and scheduled deliveries are cancelled and “${endpointName}” stops delivering to it; this cannot be undone.`,
        confirmLabel: 'Delete destination',
        danger: true,
      }),
      async () => {
        await onDelete();
        await navigate(endpointPath(destination.endpoint_id));
      },
    );

  return (
    <section className="card" aria-labelledby="destination-title">
      <p className="eyebrow">Destination of {endpointName}</p>
      <div className="card-header">
        <h1 id="destination-title">{destination.name}</h1>
        <HealthBadge state={destination.health.state} />
      </div>
      <HealthLegend />
      {editing ? (
        <EditForm title={`Edit “${destination.name}”`} send={(form) => onSave(readSettingsFields(form))} onDone={() => setEditing(false)}>
          <DestinationSettingsFields destination={destination} />
        </EditForm>
      ) : (
        <dl className="details">
          {destination.url === null ? (
            <>
              <dt>Listener</dt>
              <dd>
                <ListenerStatus destinationId={destination.id} />
              </dd>
            </>
          ) : (
            <>
              <dt>URL</dt>
              <dd className="url">{destination.url}</dd>
            </>
          )}
          <dt>Timeout</dt>
          <dd>{destination.timeout_ms} ms</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={destination.active ? 'active' : 'inactive'} />
            {destination.disabled_reason !== null && <> (disabled: {humanize(destination.disabled_reason)})</>}
          </dd>
          <dt>Created</dt>
          <dd>
            <Timestamp value={destination.created_at} />
          </dd>
        </dl>
      )}
      {error && <ProblemAlert error={error} />}
      {!editing && (
        <div className="button-row">
          <RoleButton needs="developer" type="button" className="button" onClick={() => setEditing(true)}>
            Edit settings
          </RoleButton>
          <RoleButton needs="developer" type="button" className="button" disabled={pending} onClick={() => void toggle()}>
            {destination.active ? 'Deactivate' : 'Activate'}
          </RoleButton>
          <RoleButton needs="developer" type="button" className="button button-danger" disabled={pending} onClick={() => void deleteIt()}>
            Delete
          </RoleButton>
        </div>
      )}
      {dialog}
    </section>
  );
}
