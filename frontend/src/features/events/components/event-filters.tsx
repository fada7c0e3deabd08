import { useId, type FormEvent } from 'react';
import { EVENT_STATUSES, type EventStatus } from '../../../api/types';
import { humanize } from '../../../components/ui/format';
import type { EventFilters } from '../events.queries';

interface EventFiltersFormProps {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
}

/** Status filter (applied at once) and search box (applied on submit). */
export function EventFiltersForm({ filters, onChange }: EventFiltersFormProps) {
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    onChange({ ...filters, search });
  }

  return (
    <form role="search" className="filters" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          name="status"
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as EventStatus | '' })}
        >
          <option value="">All statuses</option>
          {EVENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="field field-grow">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          maxLength={200}
          key={filters.search}
          defaultValue={filters.search}
          placeholder="evt_…, payload hash, idempotency key, content type, error"
        />
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
