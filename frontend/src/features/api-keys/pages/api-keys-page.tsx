import { useState } from 'react';
import { toApiError } from '../../../api/client';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import type { ApiKey, CreatedApiKey } from '../../../api/types';
import { ApiKeyTable } from '../components/api-key-table';
import { CreateApiKeyForm } from '../components/create-api-key-form';
import { NewApiKeyNotice } from '../components/new-api-key-notice';
import { useApiKeys } from '../api-keys.queries';

export function ApiKeysPage() {
  const { state, create, revoke } = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function handleRevoke(key: ApiKey) {
    const confirmed = await confirm({
      title: `Revoke the API key “${key.name}”?`,
      consequence: `Requests with ${key.prefix}… are refused from now on; a revoked key cannot be restored.`,
      confirmLabel: 'Revoke key',
      danger: true,
    });
    if (!confirmed) return;
    setRevoking(key.id);
    setRevokeError(null);
    try {
      await revoke(key.id);
    } catch (error) {
      setRevokeError(toApiError(error).detail);
    } finally {
      setRevoking(null);
    }
  }

  return (
    <>
      {dialog}
      <section className="card" aria-labelledby="api-keys-title">
        <h1 id="api-keys-title">API keys</h1>
        <p className="muted">
          Keys authenticate the API (<code>Authorization: Bearer hyk_…</code>). A key is shown once, when it is created; afterwards only its
          prefix.
        </p>
        {revokeError && (
          <p className="alert" role="alert">
            {revokeError}
          </p>
        )}
        {state.status === 'loading' && <p className="muted">Loading keys…</p>}
        {state.status === 'error' && (
          <p className="alert" role="alert">
            {state.error.detail}
          </p>
        )}
        {state.status === 'ready' && state.keys.length === 0 && <p className="empty">No API keys yet.</p>}
        {state.status === 'ready' && state.keys.length > 0 && <ApiKeyTable keys={state.keys} revoking={revoking} onRevoke={handleRevoke} />}
      </section>

      <section className="card">
        {created ? (
          <NewApiKeyNotice apiKey={created} onDismiss={() => setCreated(null)} />
        ) : (
          <CreateApiKeyForm onCreate={create} onCreated={setCreated} />
        )}
      </section>
    </>
  );
}
