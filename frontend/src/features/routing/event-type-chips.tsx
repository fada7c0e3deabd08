import { useId, useState, type KeyboardEvent } from 'react';
import { addPatterns, MAX_EVENT_TYPES } from './routing-draft';

interface EventTypeChipsProps {
  /** The chips it starts with (the stored filter's `event_types`). */
  initial: readonly string[];
  /** The API's refusals of `filter.event_types`, shown under the field. */
  apiErrors: readonly string[];
}

/**
 * The filter's event types as removable chips (one hidden `event_type_pattern` input each): type a
 * type or a prefix ending in `*` and press Enter or Add; a bad pattern is said as you type.
 */
export function EventTypeChips({ initial, apiErrors }: EventTypeChipsProps) {
  const id = useId();
  const [patterns, setPatterns] = useState<string[]>([...initial]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const result = addPatterns(patterns, text);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setPatterns(result.patterns);
    setText('');
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds a chip; it does not save the form
    add();
  }

  // checked as you type; a problem found on Add stays until the text changes
  const typed = text.trim() === '' ? null : addPatterns(patterns, text);
  const shown = problem ?? (typed !== null && 'problem' in typed ? typed.problem : null);
  const errors = [...(shown === null ? [] : [shown]), ...apiErrors];
  return (
    <fieldset className="fieldset" aria-describedby={`${id}-hint`}>
      <legend>Event types</legend>
      {patterns.map((pattern) => (
        <input key={pattern} type="hidden" name="event_type_pattern" value={pattern} />
      ))}
      {patterns.length === 0 ? (
        <p className="muted">Any event type.</p>
      ) : (
        <ul className="chips" aria-label="Event types received">
          {patterns.map((pattern) => (
            <li key={pattern} className="chip">
              <span className="mono">{pattern}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${pattern}`}
                onClick={() => setPatterns(patterns.filter((other) => other !== pattern))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <input
          id={`${id}-input`}
          aria-label="Add an event type"
          className="chip-input"
          placeholder="invoice.paid or invoice.*"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={errors.length > 0}
          aria-describedby={errors.length > 0 ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <button type="button" className="button" onClick={add} disabled={patterns.length >= MAX_EVENT_TYPES}>
          Add
        </button>
      </div>
      {errors.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      )}
      <p className="field-hint" id={`${id}-hint`}>
        Exact types (invoice.paid) or prefixes ending in * (invoice.*), any one matching; none: every type, and events without one. At most{' '}
        {MAX_EVENT_TYPES}.
      </p>
    </fieldset>
  );
}
