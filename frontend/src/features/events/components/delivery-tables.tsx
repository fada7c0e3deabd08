import type { DeadLetter, DeliveryAttempt, DeliveryJob } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { humanize } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

const orDash = (value: string | number | null) => value ?? <span className="muted">—</span>;

/** Destination names by id, for the tables' Destination columns. */
export type DestinationNames = ReadonlyMap<string, string>;

/** A destination by its name; one no longer listed (deleted) says so, its id on hover. */
function DestinationName({ id, names }: { id: string | null; names: DestinationNames }) {
  if (id === null) return <span className="muted">—</span>;
  const name = names.get(id);
  if (name !== undefined) return <>{name}</>;
  return (
    <span className="muted" title={id}>
      Deleted destination <span className="mono">{id.slice(0, 8)}…</span>
    </span>
  );
}

const jobColumns = (names: DestinationNames): Column<DeliveryJob>[] => [
  { header: 'Destination', cell: (job) => <DestinationName id={job.destination_id} names={names} /> },
  { header: 'Status', cell: (job) => <StatusBadge status={job.status} /> },
  { header: 'Trigger', cell: (job) => job.trigger },
  { header: 'Attempts', cell: (job) => job.attempt_count },
  { header: 'Next attempt', cell: (job) => <Timestamp value={job.next_attempt_at} /> },
  { header: 'Created', cell: (job) => <Timestamp value={job.created_at} /> },
];

export function JobTable({ jobs, destinationNames }: { jobs: DeliveryJob[]; destinationNames: DestinationNames }) {
  if (jobs.length === 0) return <p className="empty">No delivery jobs.</p>;
  return <DataTable label="Delivery jobs" columns={jobColumns(destinationNames)} rows={jobs} rowKey={(job) => job.id} />;
}

const attemptColumns = (names: DestinationNames): Column<DeliveryAttempt>[] => [
  { header: '#', cell: (attempt) => attempt.attempt_number },
  { header: 'Outcome', cell: (attempt) => <StatusBadge status={attempt.status} /> },
  { header: 'Response', cell: (attempt) => orDash(attempt.response_status) },
  { header: 'Duration', cell: (attempt) => `${attempt.duration_ms} ms` },
  { header: 'Error', cell: (attempt) => orDash(attempt.error_message) },
  { header: 'Destination', cell: (attempt) => <DestinationName id={attempt.destination_id} names={names} /> },
  { header: 'Time', cell: (attempt) => <Timestamp value={attempt.created_at} /> },
];

export function AttemptTable({ attempts, destinationNames }: { attempts: DeliveryAttempt[]; destinationNames: DestinationNames }) {
  if (attempts.length === 0) return <p className="empty">No delivery attempts yet.</p>;
  return (
    <DataTable label="Delivery attempts" columns={attemptColumns(destinationNames)} rows={attempts} rowKey={(attempt) => attempt.id} />
  );
}

const deadLetterColumns = (names: DestinationNames): Column<DeadLetter>[] => [
  { header: 'Reason', cell: (letter) => humanize(letter.reason) },
  { header: 'Destination', cell: (letter) => <DestinationName id={letter.destination_id} names={names} /> },
  { header: 'Attempts', cell: (letter) => letter.attempt_count },
  { header: 'Error', cell: (letter) => orDash(letter.error_message) },
  { header: 'Dead-lettered', cell: (letter) => <Timestamp value={letter.dead_lettered_at} /> },
];

export function DeadLetterTable({ deadLetters, destinationNames }: { deadLetters: DeadLetter[]; destinationNames: DestinationNames }) {
  if (deadLetters.length === 0) return <p className="empty">None.</p>;
  return (
    <DataTable
      label="Dead letters"
      columns={deadLetterColumns(destinationNames)}
      rows={deadLetters}
      rowKey={(letter, index) => letter.job_id ?? `event-${index}`}
    />
  );
}
