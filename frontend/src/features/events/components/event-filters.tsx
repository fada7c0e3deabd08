import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { client, unwrap } from '../../../api/client';
import { EVENT_STATUSES, type Destination, type Endpoint, type EventStatus, type Project } from '../../../api/types';
import { humanize } from '../../../components/ui/format';
import { endpointKeys } from '../../endpoints/endpoints.queries';
import { eventTypeFilter, NO_FILTERS, presetRange, RANGE_PRESETS, RESPONSE_STATUS, type EventFilters } from '../event-filters-url';

interface EventFiltersFormProps {
  filters: EventFilters;
  endpoints: readonly Endpoint[];
  projects: readonly Project[];
  onChange: (filters: EventFilters) => void;
}

/** The destinations of the chosen endpoint, for the destination filter; none until one is chosen. */
function useEndpointDestinations(endpointId: string): Destination[] {
  const list = useQuery({
    queryKey: endpointKeys.destinations(endpointId),
    queryFn: () => unwrap(client.GET('/api/endpoints/{endpointId}/destinations', { params: { path: { endpointId } } })),
    enabled: endpointId !== '',
  });
  return endpointId === '' ? [] : (list.data?.data ?? []);
}

/** An RFC 3339 instant as a `datetime-local` value in the reader's zone (minutes), and back. */
const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/** Every list filter; applied together with Apply (a preset applies at once). Each change starts from the newest page. */
export function EventFiltersForm({ filters, endpoints, projects, onChange }: EventFiltersFormProps) {
  const id = useId();
  const [projectId, setProjectId] = useState(filters.projectId);
  const [includeNotifications, setIncludeNotifications] = useState(filters.includeNotifications === 'true');
  const [statuses, setStatuses] = useState<EventStatus[]>(filters.status);
  // Controlled, so the URL's choice shows once the options arrive (a defaultValue would be lost before).
  const [endpointId, setEndpointId] = useState(filters.endpointId);
  const [destinationId, setDestinationId] = useState(filters.destinationId);
  const destinations = useEndpointDestinations(endpointId);
  // The endpoints of the chosen project; Hookyard's notifications endpoint only when its events are asked for.
  const shownEndpoints = endpoints.filter(
    (endpoint) => (!projectId || endpoint.project_id === projectId) && (includeNotifications || endpoint.purpose !== 'notifications'),
  );
  const [statusError, setStatusError] = useState('');
  const [typeError, setTypeError] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const responseStatus = text('responseStatus').toLowerCase();
    if (responseStatus && !RESPONSE_STATUS.test(responseStatus)) {
      setStatusError('A status code 100-599 or a class like 5xx.');
      return;
    }
    setStatusError('');
    const eventType = text('eventType') && eventTypeFilter(text('eventType'));
    if (text('eventType') && !eventType) {
      setTypeError('Up to 20 types, comma-separated; a * only at the end (invoice.*).');
      return;
    }
    setTypeError('');
    onChange({
      ...filters,
      projectId,
      endpointId,
      destinationId,
      includeNotifications: includeNotifications ? 'true' : '',
      status: EVENT_STATUSES.filter((status) => statuses.includes(status)),
      receivedFrom: fromLocalInput(text('receivedFrom')),
      receivedTo: fromLocalInput(text('receivedTo')),
      responseStatus,
      eventType,
      search: text('search'),
      cursor: '',
    });
  }

  const toggle = (status: EventStatus, on: boolean) =>
    setStatuses((current) => (on ? [...current, status] : current.filter((one) => one !== status)));

  return (
    <form role="search" aria-label="Event filters" className="filters event-filters" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={`${id}-project`}>Project</label>
        <select
          id={`${id}-project`}
          name="projectId"
          value={projectId}
          onChange={(event) => {
            setProjectId(event.target.value);
            setEndpointId('');
            setDestinationId('');
          }}
        >
          <option value="">All projects</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-endpoint`}>Endpoint</label>
        <select
          id={`${id}-endpoint`}
          name="endpointId"
          value={endpointId}
          onChange={(event) => {
            setEndpointId(event.target.value);
            setDestinationId('');
          }}
        >
          <option value="">All endpoints</option>
          {shownEndpoints.map((endpoint) => (
            <option key={endpoint.id} value={endpoint.id}>
              {endpoint.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-destination`}>Destination</label>
        <select
          id={`${id}-destination`}
          name="destinationId"
          value={destinationId}
          onChange={(event) => setDestinationId(event.target.value)}
          disabled={endpointId === ''}
          aria-describedby={endpointId === '' ? `${id}-destination-hint` : undefined}
        >
          <option value="">All destinations</option>
          {destinations.map((destination) => (
            <option key={destination.id} value={destination.id}>
              {destination.name}
            </option>
          ))}
        </select>
        {endpointId === '' && (
          <span id={`${id}-destination-hint`} className="field-hint">
            Choose an endpoint to pick one of its destinations.
          </span>
        )}
      </div>
      <div className="field checkbox-field">
        <label>
          <input
            type="checkbox"
            name="includeNotifications"
            checked={includeNotifications}
            onChange={(event) => setIncludeNotifications(event.target.checked)}
          />{' '}
          Include Hookyard's notifications
        </label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-response`}>Response status</label>
        <input
          id={`${id}-response`}
          name="responseStatus"
          defaultValue={filters.responseStatus}
          placeholder="503 or 5xx"
          size={8}
          aria-invalid={statusError !== ''}
          aria-describedby={statusError ? `${id}-response-error` : undefined}
        />
        {statusError && (
          <span id={`${id}-response-error`} className="field-hint" role="alert">
            {statusError}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-type`}>Event type</label>
        <input
          id={`${id}-type`}
          name="eventType"
          defaultValue={filters.eventType}
          placeholder="invoice.*, customer.created"
          size={22}
          aria-invalid={typeError !== ''}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
        />
        {typeError && (
          <span id={`${id}-type-error`} className="field-hint" role="alert">
            {typeError}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>Received from</label>
        <input id={`${id}-from`} name="receivedFrom" type="datetime-local" defaultValue={toLocalInput(filters.receivedFrom)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>Received before</label>
        <input id={`${id}-to`} name="receivedTo" type="datetime-local" defaultValue={toLocalInput(filters.receivedTo)} />
      </div>
      <div className="field field-grow">
        <label htmlFor={`${id}-search`}>Search</label>
        <input
          id={`${id}-search`}
          name="search"
          type="search"
          maxLength={200}
          defaultValue={filters.search}
          placeholder="evt_…, payload hash, idempotency key, content type, error"
        />
      </div>
      <fieldset className="fieldset status-filter">
        <legend>Status</legend>
        {EVENT_STATUSES.map((status) => (
          <label key={status} className="checkbox">
            <input type="checkbox" checked={statuses.includes(status)} onChange={(event) => toggle(status, event.target.checked)} />
            {humanize(status)}
          </label>
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button-primary">
          Apply filters
        </button>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset.hours}
            type="button"
            className="button"
            onClick={() => onChange({ ...filters, ...presetRange(preset.hours), cursor: '' })}
          >
            {preset.label}
          </button>
        ))}
        <button type="button" className="button" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
