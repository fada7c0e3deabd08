import { useId, useRef, useState, type ReactNode } from 'react';

interface ShownOnceNoticeProps {
  title: ReactNode;
  /** What the secrets are and what to do if they are lost. */
  children: ReactNode;
  /** The values the api returns only this once, each with a copy button. */
  secrets: readonly { label: string; value: string }[];
  onDismiss: () => void;
}

/** Secrets the api shows only this once (a key, a token, a signing secret), with copy buttons. */
export function ShownOnceNotice({ title, children, secrets, onDismiss }: ShownOnceNoticeProps) {
  const id = useId();
  return (
    <section className="shown-once" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>
        <strong>Copy it now: you won't see it again.</strong> {children}
      </p>
      {secrets.map((secret) => (
        <SecretField key={secret.label} label={secret.label} value={secret.value} />
      ))}
      <button type="button" className="button button-primary" onClick={onDismiss}>
        I have copied it
      </button>
    </section>
  );
}

function SecretField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      // No clipboard access (permissions, insecure origin): select it for a manual copy.
      input.current?.select();
      setCopy('failed');
    }
  }

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input ref={input} id={id} className="mono" value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void handleCopy()}>
          Copy<span className="visually-hidden"> {label}</span>
        </button>
      </div>
      <p className="field-hint" role="status">
        {copy === 'copied' && 'Copied to the clipboard.'}
        {copy === 'failed' && 'Could not copy: the text is selected, press Ctrl+C (⌘C) to copy it.'}
      </p>
    </div>
  );
}
