import type { ApiError } from '../../api/client';

/**
 * A refused request: the problem's `detail`, or for a validation failure every refused field and
 * why (its `errors`, which the detail only summarizes).
 */
export function ProblemAlert({ error }: { error: ApiError }) {
  return (
    <div className="alert" role="alert">
      {error.errors.length === 0 ? (
        <p>{error.detail}</p>
      ) : (
        <>
          <p>The request is not valid:</p>
          <ul>
            {error.errors.map((fieldError) => (
              <li key={`${fieldError.field}: ${fieldError.message}`}>
                <span className="mono">{fieldError.field}</span>: {fieldError.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
