import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../api/types';
import { humanize } from '../../../components/ui/format';
import { ACTION_GROUPS, NO_AUDIT_FILTERS, type AuditFilters } from '../audit-log-url';
import { actionText } from '../audit-text';

/** A person or key the actor filter offers, by id. */
export interface ActorOption {
  value: string;
  label: string;
}

interface AuditFiltersFormProps {
  filters: AuditFilters;
  actors: readonly ActorOption[];
  onChange: (filters: AuditFilters) => void;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An RFC 3339 instant as a `datetime-local` value in the reader's zone (minutes), and back. */
const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');

/** Who, what, on what and when; applied together with Apply filters, each change from the newest page. */
export function AuditFiltersForm({ filters, actors, onChange }: AuditFiltersFormProps) {
  const id = useId();
  const [actor, setActor] = useState(filters.actor);
  const [action, setAction] = useState(filters.action);
  const [targetType, setTargetType] = useState(filters.targetType);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onChange({
      actor,
      action,
      targetType,
      targetId: text('targetId').slice(0, 200),
      from: fromLocalInput(text('from')),
      to: fromLocalInput(text('to')),
      cursor: '',
    });
  }

  return (
    <form role="search" aria-label="Audit log filters" className="filters" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={`${id}-actor`}>Who</label>
        <select id={`${id}-actor`} value={actor} onChange={(event) => setActor(event.target.value)}>
          <option value="">Anyone</option>
          <option value="system">Hookyard (system)</option>
          {actors.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-action`}>Action</label>
        <select id={`${id}-action`} value={action} onChange={(event) => setAction(event.target.value)}>
          <option value="">Any action</option>
          {ACTION_GROUPS.map((group) => (
            <optgroup key={group} label={capitalized(humanize(group))}>
              <option value={`${group}.*`}>Any {humanize(group)} action</option>
              {AUDIT_ACTIONS.filter((one) => one.startsWith(`${group}.`)).map((one) => (
                <option key={one} value={one}>
                  {actionText(one)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-target-type`}>On</label>
        <select id={`${id}-target-type`} value={targetType} onChange={(event) => setTargetType(event.target.value)}>
          <option value="">Anything</option>
          {AUDIT_TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalized(humanize(type))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-target-id`}>Target id</label>
        <input id={`${id}-target-id`} name="targetId" defaultValue={filters.targetId} maxLength={200} placeholder="UUID, evt_…, op_…" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} name="from" type="datetime-local" defaultValue={toLocalInput(filters.from)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>Before</label>
        <input id={`${id}-to`} name="to" type="datetime-local" defaultValue={toLocalInput(filters.to)} />
      </div>
      <div className="button-row">
        <button type="submit" className="button button-primary">
          Apply filters
        </button>
        <button type="button" className="button" onClick={() => onChange(NO_AUDIT_FILTERS)}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
