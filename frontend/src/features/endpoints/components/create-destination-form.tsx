import { useId } from 'react';
import type { CreatedDestination } from '../../../api/types';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { useFormSubmit } from '../../../components/ui/use-form-submit';
import type { CreateDestinationInput } from '../endpoints.queries';
import { DestinationFields, readDestinationFields } from './destination-fields';
import { RoleButton } from '../../auth/components/role-button';

interface CreateDestinationFormProps {
  onCreate: (input: CreateDestinationInput) => Promise<CreatedDestination>;
  onCreated: (destination: CreatedDestination) => void;
}

export function CreateDestinationForm({ onCreate, onCreated }: CreateDestinationFormProps) {
  const id = useId();
  const { onSubmit, pending, error } = useFormSubmit((form) => onCreate(readDestinationFields(form)), onCreated);

  return (
    <form className="form" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add a destination</h2>
      {error && <ProblemAlert error={error} />}
      <DestinationFields />
      <div>
        <RoleButton needs="developer" type="submit" className="button button-primary" disabled={pending}>
          Add destination
        </RoleButton>
      </div>
    </form>
  );
}
