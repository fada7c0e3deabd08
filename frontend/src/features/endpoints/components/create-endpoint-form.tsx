import { useId } from 'react';
import type { CreatedEndpoint, Project } from '../../../api/types';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { TextField } from '../../../components/ui/text-field';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import type { CreateEndpointInput } from '../endpoints.queries';
import { RoleButton } from '../../auth/components/role-button';

interface CreateEndpointFormProps {
  projects: Project[];
  onCreate: (input: CreateEndpointInput) => Promise<CreatedEndpoint>;
  onCreated: (endpoint: CreatedEndpoint) => void;
}

export function CreateEndpointForm({ projects, onCreate, onCreated }: CreateEndpointFormProps) {
  const id = useId();
  const { onSubmit, pending, error } = useFormSubmit(
    (form) => onCreate({ project_id: String(form.get('project_id')), name: String(form.get('name') ?? '').trim() }),
    onCreated,
  );

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Create an endpoint</h2>
      {error && <ProblemAlert error={error} />}
      <div className="field">
        <label htmlFor={`${id}-project`}>Project</label>
        <select id={`${id}-project`} name="project_id" required>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Name" name="name" hint="Who sends to it, e.g. “Stripe”." />
      <div>
        <RoleButton needs="developer" type="submit" className="button button-primary" disabled={pending}>
          Create endpoint
        </RoleButton>
      </div>
    </form>
  );
}
