import { useId, useState } from 'react';
import { jsonPartProblem } from './routing-draft';

interface JsonFilterFieldProps {
  label: string;
  /** The form field's name (`filter_body`, `filter_headers`). */
  name: string;
  initial: string;
  hint: string;
  /** The API's refusals of this part, shown under the field. */
  apiErrors: readonly string[];
}

/** One part of a filter as JSON, checked as you type: a parse error (or the API's 400) shows under it. */
export function JsonFilterField({ label, name, initial, hint, apiErrors }: JsonFilterFieldProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const problem = jsonPartProblem(text);
  const errors = [...(problem === null ? [] : [problem]), ...apiErrors];
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        className="mono"
        rows={Math.min(Math.max(text.split('\n').length, 3), 16)}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      {errors.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(' ')}
        </p>
      )}
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
