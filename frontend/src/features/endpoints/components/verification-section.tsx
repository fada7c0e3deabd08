import { Fragment, useState } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { Refusal, Verification } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EditForm } from '../../../components/ui/edit-form';
import { humanize } from '../../../components/ui/format';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Timestamp } from '../../../components/ui/timestamp';
import { useVerification } from '../endpoints.queries';
import { PROVIDERS, VerificationForm } from './verification-form';
import { RoleButton } from '../../auth/components/role-button';

/** The settings worth showing: those the type has (the api answers null for the others). */
function settings(verification: Verification): [string, string][] {
  const shown: [string, string | number | null][] = [
    ['Header', verification.header_name],
    ['User name', verification.username],
    ['Algorithm', verification.algorithm],
    ['Encoding', verification.encoding],
    ['Prefix', verification.prefix || null],
    ['Timestamp header', verification.timestamp_header],
    ['Signed content', verification.signed_content && humanize(verification.signed_content)],
    ['Separator', verification.separator],
    ['Tolerance', verification.tolerance_seconds === null ? null : `${verification.tolerance_seconds} s`],
  ];
  return shown.filter((entry): entry is [string, string | number] => entry[1] !== null).map(([name, value]) => [name, String(value)]);
}

const refusalColumns: Column<Refusal>[] = [
  { header: 'Time', cell: (refusal) => <Timestamp value={refusal.refused_at} /> },
  { header: 'Reason', cell: (refusal) => humanize(refusal.reason) },
  { header: 'Source address', cell: (refusal) => refusal.source_address, className: 'mono' },
];

/** An endpoint's sender verification: what it checks, its secrets (hints only), rotation, and the requests it refused. */
export function VerificationSection({ endpointId }: { endpointId: string }) {
  const { state, refusals, set, remove, addSecret, removeSecret } = useVerification(endpointId);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const { confirm, dialog } = useConfirm();

  async function act(title: string, consequence: string, confirmLabel: string, action: () => Promise<unknown>) {
    if (!(await confirm({ title, consequence, confirmLabel, danger: true }))) return;
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(toApiError(err));
    }
  }

  return (
    <section className="card" aria-labelledby="verification-title">
      <h2 id="verification-title">Sender verification</h2>
      <p className="muted">
        Checks each request's signature (or credentials) before anything is stored; a request that fails is answered 401 and never
        delivered. Secrets are stored encrypted and never shown again.
      </p>
      {error && <ProblemAlert error={error} />}
      {dialog}
      {state.status === 'loading' && <p className="muted">Loading verification…</p>}
      {state.status === 'error' && <ProblemAlert error={state.error} />}
      {state.status === 'ready' && (
        <>
          {state.verification.type === null ? (
            <p className="empty">Off: any request that has the token is accepted.</p>
          ) : (
            <>
              <dl className="details">
                <dt>Provider</dt>
                <dd>{PROVIDERS[state.verification.type].name}</dd>
                {settings(state.verification).map(([name, value]) => (
                  <Fragment key={name}>
                    <dt>{name}</dt>
                    <dd className="mono">{value}</dd>
                  </Fragment>
                ))}
              </dl>
              <DataTable
                label="Accepted secrets"
                rows={state.verification.secrets}
                rowKey={(secret) => secret.id}
                columns={[
                  { header: 'Secret', cell: (secret) => secret.hint, className: 'mono' },
                  { header: 'Added', cell: (secret) => <Timestamp value={secret.created_at} /> },
                  {
                    header: <span className="visually-hidden">Actions</span>,
                    cell: (secret) => (
                      <RoleButton
                        needs="developer"
                        type="button"
                        className="button button-danger"
                        aria-label={`Remove secret ${secret.hint}`}
                        onClick={() =>
                          act(
                            `Stop accepting the secret ${secret.hint}?`,
                            'Requests signed with it are refused (401) from now on.',
                            'Remove secret',
                            () => removeSecret(secret.id),
                          )
                        }
                      >
                        Remove
                      </RoleButton>
                    ),
                  },
                ]}
              />
            </>
          )}
          <div className="button-row">
            <RoleButton needs="developer" type="button" className="button" onClick={() => setEditing(true)}>
              {state.verification.type === null ? 'Set up verification' : 'Change verification'}
            </RoleButton>
            {state.verification.type !== null && (
              <>
                <RoleButton needs="developer" type="button" className="button" onClick={() => setAdding(true)}>
                  Add secret
                </RoleButton>
                <RoleButton
                  needs="developer"
                  type="button"
                  className="button button-danger"
                  onClick={() =>
                    act(
                      'Turn sender verification off?',
                      'Any request that has the token is accepted, signed or not, and its secrets are deleted.',
                      'Turn off',
                      remove,
                    )
                  }
                >
                  Turn off verification
                </RoleButton>
              </>
            )}
          </div>
          {editing && <VerificationForm current={state.verification} onSave={set} onDone={() => setEditing(false)} />}
          {adding && (
            <EditForm
              title="Add a secret (rotation)"
              send={(form) => addSecret(String(form.get('secret') ?? ''))}
              onDone={() => setAdding(false)}
            >
              <TextField
                label="New secret"
                name="secret"
                type="password"
                autoComplete="off"
                hint="Accepted beside the current ones until you remove them; at most 5."
              />
            </EditForm>
          )}
        </>
      )}

      <h3>Refused requests</h3>
      {refusals.status === 'error' && <ProblemAlert error={refusals.error} />}
      {refusals.status === 'ready' && refusals.refusals.total === 0 && <p className="empty">None refused.</p>}
      {refusals.status === 'ready' && refusals.refusals.total > 0 && (
        <>
          <p>
            {refusals.refusals.total} refused:{' '}
            {refusals.refusals.counts.map((count) => `${humanize(count.reason)} ${count.count}`).join(', ')}. The last{' '}
            {refusals.refusals.data.length}:
          </p>
          <DataTable
            label="Refused requests"
            columns={refusalColumns}
            rows={refusals.refusals.data}
            rowKey={(refusal, index) => `${refusal.refused_at}-${index}`}
          />
        </>
      )}
    </section>
  );
}
