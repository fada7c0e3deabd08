import { useId, useState } from 'react';

/**
 * A destination's custom headers as name/value rows (inputs `header_name` and `header_value`, read
 * by `readCustomHeaders`). Values are never shown back: an edit lists the current names and starts
 * with no rows; filled rows replace the whole set, and "Remove every custom header" clears it.
 */
export function CustomHeadersEditor({ currentNames }: { currentNames?: string[] }) {
  const id = useId();
  const [rows, setRows] = useState<number[]>(currentNames ? [] : [0]);
  const [next, setNext] = useState(1);
  return (
    <fieldset className="field" aria-describedby={`${id}-hint`}>
      <legend>Custom headers (optional)</legend>
      <p id={`${id}-hint`} className="hint">
        Sent with every delivery, e.g. <code>X-Api-Key</code> for your receiver; at most 20. Values are stored sealed and never shown again.
        {currentNames && (
          <>
            {' '}
            Current: {currentNames.length === 0 ? 'none' : currentNames.join(', ')}. Rows you fill replace the whole set; leave them empty
            to keep it.
          </>
        )}
      </p>
      {rows.map((row, index) => (
        <div className="button-row" key={row}>
          <input name="header_name" aria-label={`Header ${index + 1} name`} placeholder="X-Api-Key" />
          <input name="header_value" aria-label={`Header ${index + 1} value`} type="password" autoComplete="off" />
          <button type="button" className="button" onClick={() => setRows(rows.filter((other) => other !== row))}>
            Remove
          </button>
        </div>
      ))}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={rows.length >= 20}
          onClick={() => {
            setRows([...rows, next]);
            setNext(next + 1);
          }}
        >
          Add header
        </button>
        {currentNames && currentNames.length > 0 && (
          <label>
            <input type="checkbox" name="clear_headers" /> Remove every custom header
          </label>
        )}
      </div>
    </fieldset>
  );
}

/**
 * The headers the rows hold (rows with an empty name skipped), `{}` when "Remove every custom
 * header" is checked, or undefined when there is nothing to send (the set is kept).
 */
export function readCustomHeaders(form: FormData): Record<string, string> | undefined {
  if (form.get('clear_headers')) return {};
  const names = form.getAll('header_name').map((name) => String(name).trim());
  const values = form.getAll('header_value').map(String);
  const headers: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name) headers[name] = values[index] ?? '';
  });
  return Object.keys(headers).length > 0 ? headers : undefined;
}

/** How long the previous secret keeps signing after a rotation: the dashboard's choices. */
export const SECRET_OVERLAPS = [
  { label: 'Drop it now', seconds: 0 },
  { label: 'Keep it 1 hour', seconds: 3600 },
  { label: 'Keep it 24 hours', seconds: 86_400 },
  { label: 'Keep it 7 days', seconds: 604_800 },
] as const;
