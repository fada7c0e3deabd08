import { useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { Endpoint, RotatedToken } from '../../../api/types';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import type { UpdateEndpointInput } from '../endpoints.queries';
import { EditEndpointForm } from './edit-endpoint-form';
import { EndpointTokenNotice } from './endpoint-token-notice';

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

  function toggle() {
    const question = `Disable the endpoint “${endpoint.name}”? Its ingest URL refuses webhooks (403) until you enable it again.`;
    if (endpoint.enabled && !window.confirm(question)) return;
    void run(() => onSetEnabled(!endpoint.enabled));
  }

  function rotate() {
    const question = `Rotate the token of “${endpoint.name}”? The current ingest URL is refused at once; senders need the new one.`;
    if (!window.confirm(question)) return;
    void run(async () => setRotated(await onRotateToken()));
  }

  return (
    <div className="actions">
      {editing && <EditEndpointForm endpoint={endpoint} onSave={onUpdate} onDone={() => setEditing(false)} />}
      <div className="button-row">
        {!editing && (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Edit endpoint
          </button>
        )}
        <button type="button" className="button" onClick={toggle} disabled={pending}>
          {endpoint.enabled ? 'Disable endpoint' : 'Enable endpoint'}
        </button>
        <button type="button" className="button button-danger" onClick={rotate} disabled={pending}>
          Rotate token
        </button>
      </div>
      {error && <ProblemAlert error={error} />}
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
