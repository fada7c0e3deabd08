import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../../api/client';
import { Timestamp } from '../../../components/ui/timestamp';
import { CopyButton } from '../../../components/ui/copy-button';

/** How often a listener's connection is read again while its page is visible. */
const LISTENER_REFRESH_MS = 5_000;

/** A listener destination's connection: "connected from <client> since …" or "offline" (docs/http.md, Listeners). */
export function ListenerStatus({ destinationId }: { destinationId: string }) {
  const status = useQuery({
    queryKey: ['listeners', destinationId],
    queryFn: () => unwrap(client.GET('/api/listeners/{destinationId}', { params: { path: { destinationId } } })),
    refetchInterval: LISTENER_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  if (!status.data) return <span className="muted">{status.isError ? 'status unavailable' : 'checking…'}</span>;
  const { connected, client: name, since } = status.data;
  if (!connected) return <span className="badge badge-neutral">offline</span>;
  return (
    <span>
      <span className="badge badge-ok">connected</span> from <strong>{name ?? 'a client'}</strong> since{' '}
      <Timestamp value={since} fallback="—" />
    </span>
  );
}

/** The one line that starts forwarding an endpoint's listener deliveries to a local server. */
export function ListenCommand({ endpointId }: { endpointId: string }) {
  const command = `npx hookyard listen ${endpointId} http://localhost:4000/webhooks`;
  return (
    <div className="listen-command">
      <p className="muted">
        Forward this endpoint&apos;s webhooks to a server on your laptop (its listener destinations; change the local URL to yours):
      </p>
      <div className="command-line">
        <code className="mono">{command}</code>
        <CopyButton text={command} label="Copy the listen command" />
      </div>
    </div>
  );
}
