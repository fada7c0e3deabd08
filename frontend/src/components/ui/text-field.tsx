import { useId } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'number';
  autoComplete?: string;
  minLength?: number;
  /** For `type="number"`: the range, in whole numbers. */
  min?: number;
  max?: number;
  hint?: string;
  /** The value it starts with (an edit form's current value). */
  defaultValue?: string | number;
  /** May be left empty; the label should then say "(optional)". */
  optional?: boolean;
}

/** A labelled input, required unless `optional`; the label names it for assistive technology. */
export function TextField({ label, name, type = 'text', autoComplete, minLength, min, max, hint, defaultValue, optional }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        minLength={minLength}
        min={min}
        max={max}
        step={type === 'number' ? 1 : undefined}
        defaultValue={defaultValue}
        aria-describedby={hint ? hintId : undefined}
        required={!optional}
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
