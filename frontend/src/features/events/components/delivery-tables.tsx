import type { DeadLetter, DeliveryAttempt, DeliveryJob } from '../../../api/types';
import { humanize } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

const Mono = ({ value }: { value: string | null }) =>
  value === null ? <span className="muted">—</span> : <span className="mono">{value}</span>;

export function JobTable({ jobs }: { jobs: DeliveryJob[] }) {
  if (jobs.length === 0) return <p className="empty">No delivery jobs.</p>;
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Delivery jobs">
        <thead>
          <tr>
            <th scope="col">Destination</th>
            <th scope="col">Status</th>
            <th scope="col">Trigger</th>
            <th scope="col">Attempts</th>
            <th scope="col">Next attempt</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>
                <Mono value={job.destination_id} />
              </td>
              <td>
                <StatusBadge status={job.status} />
              </td>
              <td>{job.trigger}</td>
              <td>{job.attempt_count}</td>
              <td>
                <Timestamp value={job.next_attempt_at} />
              </td>
              <td>
                <Timestamp value={job.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AttemptTable({ attempts }: { attempts: DeliveryAttempt[] }) {
  if (attempts.length === 0) return <p className="empty">No delivery attempts yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Delivery attempts">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Outcome</th>
            <th scope="col">Response</th>
            <th scope="col">Duration</th>
            <th scope="col">Error</th>
            <th scope="col">Destination</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.id}>
              <td>{attempt.attempt_number}</td>
              <td>
                <StatusBadge status={attempt.status} />
              </td>
              <td>{attempt.response_status ?? <span className="muted">—</span>}</td>
              <td>{attempt.duration_ms} ms</td>
              <td>{attempt.error_message ?? <span className="muted">—</span>}</td>
              <td>
                <Mono value={attempt.destination_id} />
              </td>
              <td>
                <Timestamp value={attempt.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DeadLetterTable({ deadLetters }: { deadLetters: DeadLetter[] }) {
  if (deadLetters.length === 0) return <p className="empty">None.</p>;
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Dead letters">
        <thead>
          <tr>
            <th scope="col">Reason</th>
            <th scope="col">Destination</th>
            <th scope="col">Attempts</th>
            <th scope="col">Error</th>
            <th scope="col">Dead-lettered</th>
          </tr>
        </thead>
        <tbody>
          {deadLetters.map((letter, index) => (
            <tr key={letter.job_id ?? `event-${index}`}>
              <td>{humanize(letter.reason)}</td>
              <td>
                <Mono value={letter.destination_id} />
              </td>
              <td>{letter.attempt_count}</td>
              <td>{letter.error_message ?? <span className="muted">—</span>}</td>
              <td>
                <Timestamp value={letter.dead_lettered_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
