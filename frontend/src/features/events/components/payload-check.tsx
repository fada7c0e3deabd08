import { useId, useRef, useState, type DragEvent } from 'react';
import { formatBytes } from '../response-body';
import { comparePayload, utf8Bytes, type PayloadComparison } from '../payload-hash';

interface Checked {
  /** "the pasted text" or the file's name. */
  source: string;
  comparison: PayloadComparison;
}

/**
 * "Is this the event's payload?": a pasted text (as UTF-8) or a dropped or chosen file (its bytes
 * as they are) is hashed with SHA-256 in the browser and compared with the event's hash and size.
 * Nothing is sent anywhere.
 */
export function PayloadCheck({ sha256, sizeBytes }: { sha256: string; sizeBytes: number }) {
  const id = useId();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [dragging, setDragging] = useState(false);
  // Only the latest input's answer is shown, however the digests finish.
  const latest = useRef(0);

  async function check(source: string, bytes: Uint8Array) {
    const run = ++latest.current;
    const comparison = await comparePayload(bytes, { sha256, sizeBytes });
    if (run === latest.current) setChecked({ source, comparison });
  }

  function checkText(text: string) {
    if (text === '') {
      latest.current += 1;
      setChecked(null);
      return;
    }
    void check('The pasted text', utf8Bytes(text));
  }

  async function checkFile(file: File | undefined) {
    if (!file) return;
    await check(`The file ${file.name}`, new Uint8Array(await file.arrayBuffer()));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void checkFile(event.dataTransfer.files[0]);
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Check a payload</h2>
      <p className="muted">
        Is this body the one the event received? Paste it or drop its file: your browser computes its SHA-256 and compares it with the
        event’s. Nothing is sent anywhere.
      </p>
      <div className="payload-check">
        <div className="field">
          <label htmlFor={`${id}-text`}>Body to check</label>
          <textarea
            id={`${id}-text`}
            className="mono"
            rows={6}
            spellCheck={false}
            aria-describedby={`${id}-text-hint`}
            onChange={(event) => checkText(event.target.value)}
          />
          <p className="field-hint" id={`${id}-text-hint`}>
            Checked as UTF-8. Browsers turn pasted line breaks into LF: to check a body with CRLF line breaks or one that is not text, drop
            its file instead.
          </p>
        </div>
        <div
          className={dragging ? 'drop-zone drop-zone-active' : 'drop-zone'}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor={`${id}-file`}>Drop a file here, or choose one: its exact bytes are checked.</label>
          <input id={`${id}-file`} type="file" onChange={(event) => void checkFile(event.target.files?.[0])} />
        </div>
      </div>
      <div role="status" className="payload-result">
        {checked !== null && <PayloadVerdict checked={checked} sha256={sha256} sizeBytes={sizeBytes} />}
      </div>
    </section>
  );
}

function PayloadVerdict({ checked, sha256, sizeBytes }: { checked: Checked; sha256: string; sizeBytes: number }) {
  const { source, comparison } = checked;
  return (
    <div className={comparison.matches ? 'notice' : 'alert'}>
      <p>
        <strong>{comparison.matches ? 'Match' : 'No match'}</strong>:{' '}
        {comparison.matches
          ? `${source} is this event’s payload: same SHA-256, same size (${formatBytes(sizeBytes)}).`
          : `${source} is not this event’s payload: ${
              comparison.sameSize
                ? `same size (${formatBytes(sizeBytes)}) but different bytes.`
                : `${formatBytes(comparison.sizeBytes)} against the event’s ${formatBytes(sizeBytes)}.`
            }`}
      </p>
      <dl className="details hash-compare">
        <dt>SHA-256 checked</dt>
        <dd className="mono break">{comparison.sha256}</dd>
        <dt>Event’s SHA-256</dt>
        <dd className="mono break">{sha256}</dd>
      </dl>
    </div>
  );
}
