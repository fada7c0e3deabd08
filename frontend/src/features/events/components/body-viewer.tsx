import { useMemo, useState } from 'react';
import type { ResponseBody } from '../../../api/types';
import { decodeBase64, formatBytes, hexDump, prettyJson, truncationNote } from '../response-body';

type View = 'pretty' | 'raw' | 'hex' | 'base64';

interface Views {
  /** The views this body offers, with their button labels; the first is shown at first. */
  choices: { view: View; label: string }[];
  text: Partial<Record<View, string>>;
}

function viewsOf(body: ResponseBody): Views {
  if (body.encoding === 'base64') {
    return {
      choices: [
        { view: 'hex', label: 'Hex' },
        { view: 'base64', label: 'Base64' },
      ],
      text: { hex: hexDump(decodeBase64(body.data)), base64: body.data },
    };
  }
  const pretty = prettyJson(body.data);
  if (pretty === null) return { choices: [], text: { raw: body.data } };
  return {
    choices: [
      { view: 'pretty', label: 'Pretty' },
      { view: 'raw', label: 'Raw' },
    ],
    text: { pretty, raw: body.data },
  };
}

/**
 * The first 8 KiB of an answer body: JSON pretty-printed (or raw), text as it came, a binary body
 * as a hex dump (or its base64); a Copy button copies what is shown.
 */
export function BodyViewer({ body, label }: { body: ResponseBody | null; label: string }) {
  const views = useMemo(() => (body === null ? null : viewsOf(body)), [body]);
  const [chosen, setChosen] = useState<View | null>(null);
  if (body === null || views === null) return <p className="muted">No body.</p>;

  const view = chosen ?? views.choices[0]?.view ?? 'raw';
  const text = views.text[view] ?? '';
  const note = truncationNote(body);
  return (
    <div className="body-viewer">
      <div className="body-toolbar">
        <p className="field-hint">
          {formatBytes(body.size_bytes)}
          {body.encoding === 'base64' ? ', not UTF-8 text' : ''}
          {views.text.pretty !== undefined ? ', JSON' : ''}
          {note !== null && <strong className="truncated"> {note}</strong>}
        </p>
        <div className="button-row" role="group" aria-label={`${label} view`}>
          {views.choices.map((choice) => (
            <button
              key={choice.view}
              type="button"
              className="button button-small"
              aria-pressed={view === choice.view}
              onClick={() => setChosen(choice.view)}
            >
              {choice.label}
            </button>
          ))}
          <CopyButton text={text} label={label} />
        </div>
      </div>
      <pre className="code-block" tabIndex={0} role="region" aria-label={label}>
        {text}
      </pre>
    </div>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <>
      <button type="button" className="button button-small" onClick={() => void copy()}>
        Copy <span className="visually-hidden">{label}</span>
      </button>
      <span className="field-hint" role="status">
        {copied === 'copied' && 'Copied.'}
        {copied === 'failed' && 'Could not copy: select the text and press Ctrl+C (⌘C).'}
      </span>
    </>
  );
}
