import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toApiError, type ApiError } from '../../../api/client';
import { eventPath } from '../../../app/routes';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { RoleButton } from '../../auth/components/role-button';
import { useEventDetail } from '../../events/events.queries';
import { testOutcome } from '../test-outcome';

interface SendTestProps {
  id: string;
  url: string;
  sendTest: (id: string) => Promise<{ event_id: string }>;
  /** The row's other actions, shown beside the button. */
  children?: ReactNode;
}

/** A notification URL's **Send test**: sends a `hookyard.test` message to it and shows how it went, with a link to its event. */
export function SendTestButton({ id, url, sendTest, children }: SendTestProps) {
  const [eventId, setEventId] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    setError(null);
    try {
      setEventId((await sendTest(id)).event_id);
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <div>
      <div className="button-row">
        <RoleButton needs="admin" type="button" className="button" disabled={pending} onClick={() => void onClick()}>
          Send test <span className="visually-hidden">to {url}</span>
        </RoleButton>
        {children}
      </div>
      {error && <ProblemAlert error={error} />}
      {eventId && !pending && <TestResult key={eventId} eventId={eventId} />}
    </div>
  );
}

/** The test's outcome, read again (as the event page reads an event) until its delivery is known. */
function TestResult({ eventId }: { eventId: string }) {
  const { state } = useEventDetail(eventId);
  const link = <Link to={eventPath(eventId)}>See the test event</Link>;
  if (state.status === 'error') return <ProblemAlert error={state.error} />;
  const outcome = state.status === 'ready' ? testOutcome(state.event) : ({ kind: 'sending' } as const);
  return (
    <p role="status" className="muted">
      {outcome.kind === 'sending' && <>Sending… </>}
      {outcome.kind === 'delivered' && <strong>{outcome.summary} </strong>}
      {outcome.kind === 'failed' && (
        <>
          <strong>Failed: </strong>
          {outcome.summary}{' '}
        </>
      )}
      {outcome.kind === 'failed' && outcome.retrying && <>Hookyard tries again on its retry schedule. </>}
      {link}
    </p>
  );
}
