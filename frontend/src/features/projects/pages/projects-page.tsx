import { useId, useState } from 'react';
import type { Project } from '../../../api/types';
import { toApiError, type ApiError } from '../../../api/client';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EditForm } from '../../../components/ui/edit-form';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { Timestamp } from '../../../components/ui/timestamp';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { useProjects } from '../../endpoints/endpoints.queries';
import { RoleButton } from '../../auth/components/role-button';

/** The organization's projects (groups of endpoints), and a form to create one. */
export function ProjectsPage() {
  const id = useId();
  const { state, create, rename, remove } = useProjects();
  const [created, setCreated] = useState<string | null>(null);
  const [editing, setEditing] = useState<Project | null>(null);
  const [actionError, setActionError] = useState<ApiError | null>(null);
  const { confirm, dialog } = useConfirm();

  async function onDelete(project: Project) {
    const confirmed = await confirm({
      title: `Delete the project “${project.name}”?`,
      consequence: 'Only a project without endpoints can be deleted; this cannot be undone.',
      confirmLabel: 'Delete project',
    });
    if (!confirmed) return;
    setActionError(null);
    try {
      await remove(project.id);
    } catch (err) {
      setActionError(toApiError(err));
    }
  }

  const columns: Column<Project>[] = [
    { header: 'Name', cell: (project) => project.name },
    { header: 'Created', cell: (project) => <Timestamp value={project.created_at} /> },
    {
      header: 'Actions',
      cell: (project) => (
        <div className="button-row">
          <RoleButton needs="developer" type="button" className="button" onClick={() => setEditing(project)}>
            Rename <span className="visually-hidden">{project.name}</span>
          </RoleButton>
          <RoleButton needs="developer" type="button" className="button button-danger" onClick={() => void onDelete(project)}>
            Delete <span className="visually-hidden">{project.name}</span>
          </RoleButton>
        </div>
      ),
    },
  ];
  const { onSubmit, pending, error } = useFormSubmit(
    (form) => create(String(form.get('name') ?? '').trim()),
    (project) => setCreated(project.name),
  );

  return (
    <>
      <section className="card" aria-labelledby="projects-title">
        <h1 id="projects-title">Projects</h1>
        <p className="muted">
          Projects group endpoints, e.g. one per product or environment; names are unique. Events can be filtered by project. A project can
          be deleted once it holds no endpoint.
        </p>
        {dialog}
        {actionError && <ProblemAlert error={actionError} />}
        {editing && (
          <EditForm
            title={`Rename “${editing.name}”`}
            send={(form) => rename({ projectId: editing.id, name: String(form.get('name') ?? '').trim() })}
            onDone={() => setEditing(null)}
          >
            <TextField label="Name" name="name" defaultValue={editing.name} />
          </EditForm>
        )}
        {state.status === 'loading' && <p className="muted">Loading projects…</p>}
        {state.status === 'error' && <ProblemAlert error={state.error} />}
        {state.status === 'ready' && (
          <DataTable label="Projects" columns={columns} rows={state.projects} rowKey={(project) => project.id} />
        )}
      </section>
      <section className="card">
        <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Create a project</h2>
          {error && <ProblemAlert error={error} />}
          {created && (
            <p className="notice" role="status">
              Project “{created}” created.
            </p>
          )}
          <TextField label="Name" name="name" hint="e.g. “Payments” or “Staging”." />
          <div>
            <RoleButton needs="developer" type="submit" className="button button-primary" disabled={pending}>
              Create project
            </RoleButton>
          </div>
        </form>
      </section>
    </>
  );
}
