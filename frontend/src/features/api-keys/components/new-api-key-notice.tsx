import { useId, useRef, useState } from 'react';
import type { CreatedApiKey } from '../../../api/types';

interface NewApiKeyNoticeProps {
  apiKey: CreatedApiKey;
  onDismiss: () => void;
}

/** The raw key, shown this once, with a copy button. */
export function NewApiKeyNotice({ apiKey, onDismiss }: NewApiKeyNoticeProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopy('copied');
    } catch {
      // No clipboard access (permissions, insecure origin): select it for a manual copy.
      input.current?.select();
      setCopy('failed');
    }
  }

  return (
    <section className="new-key" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Your new API key “{apiKey.name}”</h2>
      <p>
        <strong>Copy it now: you won't see it again.</strong> Hookyard keeps only a hash of it; if you lose it, revoke it and create
        another.
      </p>
      <div className="field">
        <label htmlFor={`${id}-key`}>New API key</label>
        <div className="copy-row">
          <input
            ref={input}
            id={`${id}-key`}
            className="mono"
            value={apiKey.key}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button" onClick={() => void handleCopy()}>
            Copy
          </button>
        </div>
        <p className="field-hint" role="status">
          {copy === 'copied' && 'Copied to the clipboard.'}
          {copy === 'failed' && 'Could not copy: the key is selected, press Ctrl+C (⌘C) to copy it.'}
        </p>
      </div>
      <button type="button" className="button button-primary" onClick={onDismiss}>
        I have copied it
      </button>
    </section>
  );
}
