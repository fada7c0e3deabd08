import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toApiError, type ApiError } from '../../../api/client';
import type { Destination, RotatedSecret } from '../../../api/types';
import { eventsPath } from '../../../app/routes';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { EventTable } from '../../events/components/event-table';
import { useEventSummaries, useRecentDestinationEvents } from '../../events/events.queries';
import { readFilterFields, readTransformationField } from '../../routing/routing-draft';
import { useEventTypeSource } from '../../routing/routing.queries';
import { TestRoutingPanel } from '../../routing/test-routing-panel';
import type { UpdateDestinationInput } from '../endpoints.queries';
import { SECRET_OVERLAPS } from './custom-headers-editor';
import { readRoutingFields, RoutingFields } from './destination-fields';
import { OverlapSelect } from './overlap-select';
import { SigningSecretNotice } from './signing-secret-notice';
import { RoleButton } from '../../auth/components/role-button';

/** The destination's newest events (each linked to its page), and a link to all of them in the events list. */
export function RecentDeliveries({ destinationId, endpointNames }: { destinationId: string; endpointNames: ReadonlyMap<string, string> }) {
  const recent = useRecentDestinationEvents(destinationId);
  const summaries = useEventSummaries(recent.status === 'ready' ? recent.events.map((event) => event.id) : []);
  return (
    <section className="card" aria-labelledby="recent-title">
      <h2 id="recent-title">Recent deliveries</h2>
      {recent.status === 'loading' && <p className="muted">Loading deliveries…</p>}
      {recent.status === 'error' && <ProblemAlert error={recent.error} />}
      {recent.status === 'ready' && recent.events.length === 0 && <p className="empty">No event has been routed to it yet.</p>}
      {recent.status === 'ready' && recent.events.length > 0 && (
        <EventTable events={recent.events} endpointNames={endpointNames} summaries={summaries} now={Date.now()} />
      )}
      <p>
        <Link to={eventsPath({ destinationId })}>Every event of this destination in the events list →</Link>
      </p>
    </section>
  );
}

interface SigningSecretSectionProps {
  destination: Destination;
  onRotate: (destinationId: string, overlapSeconds: number) => Promise<RotatedSecret>;
}

/** Rotating the signing secret, the previous one kept for the chosen overlap; the new one is shown once. */
export function SigningSecretSection({ destination, onRotate }: SigningSecretSectionProps) {
  const [overlap, setOverlap] = useState(86_400);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [shown, setShown] = useState<{ title: string; secret: string } | null>(null);
  const { confirm, dialog } = useConfirm();
  const kept = SECRET_OVERLAPS.find(({ seconds }) => seconds === overlap)?.label.replace('Keep it ', '');

  async function rotate() {
    const confirmed = await confirm({
      title: `Rotate the signing secret of “${destination.name}”?`,
      consequence:
        overlap === 0
          ? 'Deliveries are signed with the new secret only, at once: the receiver refuses them until it has the new one.'
          : `Deliveries carry both signatures for ${kept}, then the new one only: the receiver has until then to take the new secret.`,
      confirmLabel: 'Rotate secret',
      danger: true,
    });
    if (!confirmed) return;
    setPending(true);
    setError(null);
    try {
      const { signing_secret: secret, previous_secret_expires_at: until } = await onRotate(destination.id, overlap);
      const title = `New signing secret of “${destination.name}”`;
      setShown({
        title: overlap === 0 ? title : `${title} (the previous one signs too until ${new Date(until).toLocaleString()})`,
        secret,
      });
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="card" aria-labelledby="secret-title">
      <h2 id="secret-title">Signing secret</h2>
      <p className="muted">
        Each delivery is signed with it (<code>webhook-signature</code>); it was shown once, when the destination was added.
        {destination.previous_secret_expires_at !== null &&
          ` The previous secret signs too until ${new Date(destination.previous_secret_expires_at).toLocaleString()}.`}
      </p>
      {error && <ProblemAlert error={error} />}
      {shown ? (
        <SigningSecretNotice title={shown.title} secret={shown.secret} onDismiss={() => setShown(null)} />
      ) : (
        <div className="button-row">
          <OverlapSelect label="Previous secret after rotating" value={overlap} onChange={setOverlap} />
          <RoleButton needs="developer" type="button" className="button button-danger" disabled={pending} onClick={() => void rotate()}>
            Rotate secret
          </RoleButton>
        </div>
      )}
      {dialog}
    </section>
  );
}

interface RoutingSectionProps {
  destination: Destination;
  onSave: (destinationId: string, input: UpdateDestinationInput) => Promise<unknown>;
}

/**
 * Which events the destination receives and how they are sent: its filter (checked as you type),
 * transformation, delivery rate and custom headers (names only), in one form; the server's refusal
 * shows above it and beside the parts it names. Then Test routing, on what the editors hold.
 */
export function RoutingSection({ destination, onSave }: RoutingSectionProps) {
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const typeSource = useEventTypeSource(destination.endpoint_id);
  const readDraft = () => {
    const fields = new FormData(form.current!);
    return { filter: readFilterFields(fields), transformation: readTransformationField(fields) };
  };
  const { onSubmit, pending, error } = useFormSubmit(
    (form) => {
      setSaved(false);
      return onSave(destination.id, readRoutingFields(form));
    },
    () => setSaved(true),
  );
  const headerNames = Object.keys(destination.headers);
  return (
    <>
      <section className="card" aria-labelledby="routing-title">
        <h2 id="routing-title">Routing</h2>
        <dl className="details">
          <dt>Rate limit</dt>
          <dd>
            {destination.rate_limit_per_second === null ? <span className="muted">None</span> : `${destination.rate_limit_per_second}/s`}
          </dd>
          <dt>Custom headers</dt>
          <dd>{headerNames.length === 0 ? <span className="muted">None</span> : <span className="mono">{headerNames.join(', ')}</span>}</dd>
        </dl>
        <form ref={form} className="form" onSubmit={(event) => void onSubmit(event)} aria-label="Routing">
          {error && <ProblemAlert error={error} />}
          <RoutingFields
            key={JSON.stringify([destination.filter, destination.transformation, destination.rate_limit_per_second, headerNames])}
            destination={destination}
            errors={error?.errors}
          />
          <div className="button-row">
            <RoleButton needs="developer" type="submit" className="button button-primary" disabled={pending}>
              Save routing
            </RoleButton>
            {saved && (
              <span className="notice" role="status">
                Saved.
              </span>
            )}
          </div>
        </form>
      </section>
      <TestRoutingPanel source={typeSource} readDraft={readDraft} />
    </>
  );
}
