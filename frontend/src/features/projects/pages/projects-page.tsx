import { useId, useState } from 'react';
import type { Project } from '../../../api/types';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { Timestamp } from '../../../components/ui/timestamp';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import { useProjects } from '../../endpoints/endpoints.queries';

const COLUMNS: Column<Project>[] = [
  { header: 'Name', cell: (project) => project.name },
  { header: 'Created', cell: (project) => <Timestamp value={project.created_at} /> },
  { header: 'ID', cell: (project) => project.id, className: 'mono' },
];

/** The organization's projects (groups of endpoints), and a form to create one. */
export function ProjectsPage() {
  const id = useId();
  const { state, create } = useProjects();
  const [created, setCreated] = useState<string | null>(null);
  const { onSubmit, pending, error } = useFormSubmit(
    (form) => create(String(form.get('name') ?? '').trim()),
    (project) => setCreated(project.name),
  );

  return (
    <>
      <section className="card" aria-labelledby="projects-title">
        <h1 id="projects-title">Projects</h1>
        <p className="muted">Projects group endpoints, e.g. one per product or environment. Events can be filtered by project.</p>
        {state.status === 'loading' && <p className="muted">Loading projects…</p>}
        {state.status === 'error' && <ProblemAlert error={state.error} />}
        {state.status === 'ready' && (
          <DataTable label="Projects" columns={COLUMNS} rows={state.projects} rowKey={(project) => project.id} />
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
            <button type="submit" className="button button-primary" disabled={pending}>
              Create project
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
