import type { ApiError } from '../../api/client';

/** A refused request: the problem's `detail`, and for a validation failure which fields and why. */
export function ProblemAlert({ error }: { error: ApiError }) {
  return (
    <div className="alert" role="alert">
      <p>{error.detail}</p>
      {error.errors.length > 0 && (
        <ul>
          {error.errors.map((fieldError) => (
            <li key={`${fieldError.field}: ${fieldError.message}`}>
              <span className="mono">{fieldError.field}</span>: {fieldError.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
