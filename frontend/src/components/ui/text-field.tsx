import { useId } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password' | 'url';
  autoComplete?: string;
  minLength?: number;
  hint?: string;
}

/** A labelled, required text input; the label names it for assistive technology. */
export function TextField({ label, name, type = 'text', autoComplete, minLength, hint }: TextFieldProps) {
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
        aria-describedby={hint ? hintId : undefined}
        required
      />
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
