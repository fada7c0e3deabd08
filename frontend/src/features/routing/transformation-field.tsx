import { lazy, Suspense, useId, useState } from 'react';

// CodeMirror is loaded only when a transformation editor is shown, never with the first page.
const CodeEditor = lazy(() => import('./code-editor'));

/** What "Start from an example" puts in an empty editor: rename a field and add a header. */
const EXAMPLE_TRANSFORMATION = `function handler(request, context) {
  // request: {method, url, headers, body}; context: {event_id, event_type, endpoint_id, destination_id}
  request.headers['x-event-type'] = context.event_type ?? 'unknown';
  return request; // or null to skip this delivery
}
`;

interface TransformationFieldProps {
  /** The stored code (empty: none). */
  initial: string;
  /** The API's refusals of `transformation`, shown under the editor. */
  apiErrors: readonly string[];
}

/** The transformation's JavaScript (form field `transformation_code`; blank: none), in a code editor loaded on demand. */
export function TransformationField({ initial, apiErrors }: TransformationFieldProps) {
  const id = useId();
  const [code, setCode] = useState(initial);
  // The editor (and CodeMirror's download) only once there is code or the user asks for it.
  const [open, setOpen] = useState(initial.trim() !== '');
  const describedBy = apiErrors.length > 0 ? `${id}-error ${id}-hint` : `${id}-hint`;
  return (
    <div className="field">
      <span className="field-label">Transformation (JavaScript, optional)</span>
      <input type="hidden" name="transformation_code" value={code} />
      {open ? (
        <Suspense fallback={<p className="muted">Loading the code editor…</p>}>
          <CodeEditor value={code} onChange={setCode} label="Transformation code" describedBy={describedBy} />
        </Suspense>
      ) : (
        <p className="muted">None: the request goes as received.</p>
      )}
      {apiErrors.length > 0 && (
        <p className="field-error" id={`${id}-error`}>
          {apiErrors.join(' ')}
        </p>
      )}
      <p className="field-hint" id={`${id}-hint`}>
        Defines <code>function handler(request, context)</code> returning the request to send (method, url, headers, body) or{' '}
        <code>null</code> to skip the delivery. It runs in a sandbox on each delivery, after the filter; Test routing, on the destination's
        page, runs it on a sample of yours.
      </p>
      {code.trim() === '' && (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setOpen(true)} hidden={open}>
            Write a transformation
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setCode(EXAMPLE_TRANSFORMATION);
              setOpen(true);
            }}
          >
            Start from an example
          </button>
        </div>
      )}
    </div>
  );
}
