import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toApiError, type ApiError } from '../../../api/client';
import { destinationPath, ROUTES } from '../../../app/routes';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import { Timestamp } from '../../../components/ui/timestamp';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { useNotificationEndpoints } from '../notifications.queries';
import { RoleButton } from '../../auth/components/role-button';
import { SendTestButton } from '../components/send-test-button';

interface NotificationUrl {
  id: string;
  name: string;
  url: string;
  active: boolean;
  created_at: string;
}

/** `/notifications`: the URLs receiving Hookyard's own events (destination disabled or recovered, dead letters, rate limits). */
export function NotificationsPage() {
  const id = useId();
  const { state, add, remove, sendTest } = useNotificationEndpoints();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [removeError, setRemoveError] = useState<ApiError | null>(null);
  const { confirm, dialog } = useConfirm();
  const { onSubmit, pending, error } = useFormSubmit(
    (form) => add(String(form.get('url') ?? '').trim()),
    (created) => setSecret({ url: created.url, secret: created.signing_secret }),
  );

  async function onRemove(url: NotificationUrl) {
    const confirmed = await confirm({
      title: `Remove ${url.url}?`,
      consequence: 'It receives no more notifications; messages not yet delivered to it are cancelled.',
      confirmLabel: 'Remove URL',
    });
    if (!confirmed) return;
    setRemoveError(null);
    try {
      await remove(url.id);
    } catch (err) {
      setRemoveError(toApiError(err));
    }
  }

  const columns: Column<NotificationUrl>[] = [
    { header: 'URL', cell: (url) => <Link to={destinationPath(url.id)}>{url.url}</Link>, className: 'mono break' },
    { header: 'Status', cell: (url) => <StatusBadge status={url.active ? 'active' : 'inactive'} /> },
    { header: 'Added', cell: (url) => <Timestamp value={url.created_at} /> },
    {
      header: 'Actions',
      cell: (url) => (
        <SendTestButton id={url.id} url={url.url} sendTest={sendTest}>
          <RoleButton needs="admin" type="button" className="button button-danger" onClick={() => void onRemove(url)}>
            Remove <span className="visually-hidden">{url.url}</span>
          </RoleButton>
        </SendTestButton>
      ),
    },
  ];

  return (
    <>
      <section className="card" aria-labelledby="notifications-title">
        <h1 id="notifications-title">Notifications</h1>
        <p className="muted">
          Hookyard sends its own events to these URLs, signed per Standard Webhooks: a destination disabled or recovered, deliveries
          dead-lettered, ingests refused by a rate limit. They are left out of the events list unless asked. Send test sends a hookyard.test
          message to one URL and shows whether it arrived.
        </p>
        {dialog}
        {removeError && <ProblemAlert error={removeError} />}
        {state.status === 'loading' && <p className="muted">Loading notification URLs…</p>}
        {state.status === 'error' && <ProblemAlert error={state.error} />}
        {state.status === 'ready' && state.urls.length === 0 && <p className="empty">No notification URL yet: add one below.</p>}
        {state.status === 'ready' && state.urls.length > 0 && (
          <>
            <DataTable label="Notification URLs" columns={columns} rows={state.urls} rowKey={(url) => url.id} />
            {state.endpointId && (
              <p>
                <Link to={`${ROUTES.events}?endpointId=${encodeURIComponent(state.endpointId)}&includeNotifications=true`}>
                  See the notifications sent and their deliveries
                </Link>
              </p>
            )}
          </>
        )}
      </section>
      <section className="card">
        {secret ? (
          <ShownOnceNotice
            title={`Signing secret of ${secret.url}`}
            secrets={[{ label: 'Signing secret', value: secret.secret }]}
            onDismiss={() => setSecret(null)}
          >
            Verify each notification's signature with it, as for any Hookyard delivery.
          </ShownOnceNotice>
        ) : (
          <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`}>Add a notification URL</h2>
            {error && <ProblemAlert error={error} />}
            <TextField label="URL" name="url" type="url" hint="An https URL of yours, e.g. https://ops.example.com/hookyard." />
            <div>
              <RoleButton needs="admin" type="submit" className="button button-primary" disabled={pending}>
                Add URL
              </RoleButton>
            </div>
          </form>
        )}
      </section>
    </>
  );
}
