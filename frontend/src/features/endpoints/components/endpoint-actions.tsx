import { useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { Endpoint, RotatedToken } from '../../../api/types';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import type { UpdateEndpointInput } from '../endpoints.queries';
import { EditEndpointForm } from './edit-endpoint-form';
import { EndpointTokenNotice } from './endpoint-token-notice';
import { RoleButton } from '../../auth/components/role-button';

interface EndpointActionsProps {
  endpoint: Endpoint;
  onUpdate: (input: UpdateEndpointInput) => Promise<unknown>;
  onSetEnabled: (enabled: boolean) => Promise<unknown>;
  onRotateToken: () => Promise<RotatedToken>;
}

/** Edit the endpoint, enable or disable it, or rotate its token (the new one shown once); a refusal shows its problem. */
export function EndpointActions({ endpoint, onUpdate, onSetEnabled, onRotateToken }: EndpointActionsProps) {
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [rotated, setRotated] = useState<RotatedToken | null>(null);
  const { confirm, dialog } = useConfirm();

  async function run(action: () => Promise<unknown>) {
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

  async function toggle() {
    const confirmed =
      !endpoint.enabled ||
      (await confirm({
        title: `Disable the endpoint “${endpoint.name}”?`,
        consequence: 'Its ingest URL refuses webhooks (403) until you enable it again; senders get the refusal, nothing is stored.',
        confirmLabel: 'Disable endpoint',
        danger: true,
      }));
    if (!confirmed) return;
    void run(() => onSetEnabled(!endpoint.enabled));
  }

  async function rotate() {
    const confirmed = await confirm({
      title: `Rotate the token of “${endpoint.name}”?`,
      consequence: 'The current ingest URL is refused at once; every sender needs the new one, shown once.',
      confirmLabel: 'Rotate token',
      danger: true,
    });
    if (!confirmed) return;
    void run(async () => setRotated(await onRotateToken()));
  }

  return (
    <div className="actions">
      {editing && <EditEndpointForm endpoint={endpoint} onSave={onUpdate} onDone={() => setEditing(false)} />}
      <div className="button-row">
        {!editing && (
          <RoleButton needs="developer" type="button" className="button" onClick={() => setEditing(true)}>
            Edit endpoint
          </RoleButton>
        )}
        <RoleButton needs="developer" type="button" className="button" onClick={() => void toggle()} disabled={pending}>
          {endpoint.enabled ? 'Disable endpoint' : 'Enable endpoint'}
        </RoleButton>
        <RoleButton needs="developer" type="button" className="button button-danger" onClick={() => void rotate()} disabled={pending}>
          Rotate token
        </RoleButton>
      </div>
      {error && <ProblemAlert error={error} />}
      {dialog}
      {rotated && (
        <EndpointTokenNotice
          title={`New token of “${endpoint.name}”`}
          token={rotated.token}
          ingestUrl={rotated.ingest_url}
          onDismiss={() => setRotated(null)}
        />
      )}
    </div>
  );
}
