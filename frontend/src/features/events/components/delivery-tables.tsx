import type { DeadLetter, DeliveryAttempt, DeliveryJob } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { humanize } from '../../../components/ui/format';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Timestamp } from '../../../components/ui/timestamp';

const Mono = ({ value }: { value: string | null }) =>
  value === null ? <span className="muted">—</span> : <span className="mono">{value}</span>;

const orDash = (value: string | number | null) => value ?? <span className="muted">—</span>;

const JOB_COLUMNS: Column<DeliveryJob>[] = [
  { header: 'Destination', cell: (job) => <Mono value={job.destination_id} /> },
  { header: 'Status', cell: (job) => <StatusBadge status={job.status} /> },
  { header: 'Trigger', cell: (job) => job.trigger },
  { header: 'Attempts', cell: (job) => job.attempt_count },
  { header: 'Next attempt', cell: (job) => <Timestamp value={job.next_attempt_at} /> },
  { header: 'Created', cell: (job) => <Timestamp value={job.created_at} /> },
];

export function JobTable({ jobs }: { jobs: DeliveryJob[] }) {
  if (jobs.length === 0) return <p className="empty">No delivery jobs.</p>;
  return <DataTable label="Delivery jobs" columns={JOB_COLUMNS} rows={jobs} rowKey={(job) => job.id} />;
}

const ATTEMPT_COLUMNS: Column<DeliveryAttempt>[] = [
  { header: '#', cell: (attempt) => attempt.attempt_number },
  { header: 'Outcome', cell: (attempt) => <StatusBadge status={attempt.status} /> },
  { header: 'Response', cell: (attempt) => orDash(attempt.response_status) },
  { header: 'Duration', cell: (attempt) => `${attempt.duration_ms} ms` },
  { header: 'Error', cell: (attempt) => orDash(attempt.error_message) },
  { header: 'Destination', cell: (attempt) => <Mono value={attempt.destination_id} /> },
  { header: 'Time', cell: (attempt) => <Timestamp value={attempt.created_at} /> },
];

export function AttemptTable({ attempts }: { attempts: DeliveryAttempt[] }) {
  if (attempts.length === 0) return <p className="empty">No delivery attempts yet.</p>;
  return <DataTable label="Delivery attempts" columns={ATTEMPT_COLUMNS} rows={attempts} rowKey={(attempt) => attempt.id} />;
}

const DEAD_LETTER_COLUMNS: Column<DeadLetter>[] = [
  { header: 'Reason', cell: (letter) => humanize(letter.reason) },
  { header: 'Destination', cell: (letter) => <Mono value={letter.destination_id} /> },
  { header: 'Attempts', cell: (letter) => letter.attempt_count },
  { header: 'Error', cell: (letter) => orDash(letter.error_message) },
  { header: 'Dead-lettered', cell: (letter) => <Timestamp value={letter.dead_lettered_at} /> },
];

export function DeadLetterTable({ deadLetters }: { deadLetters: DeadLetter[] }) {
  if (deadLetters.length === 0) return <p className="empty">None.</p>;
  return (
    <DataTable
      label="Dead letters"
      columns={DEAD_LETTER_COLUMNS}
      rows={deadLetters}
      rowKey={(letter, index) => letter.job_id ?? `event-${index}`}
    />
  );
}
