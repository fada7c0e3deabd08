import { useEffect, useState } from 'react';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's accessible name: "Copy event id evt_…". */
  label: string;
}

/** Copies `text` to the clipboard; says "Copied" (announced politely) for two seconds, or that it could not. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <span className="copy">
      <button
        type="button"
        className="button button-small copy-button"
        aria-label={label}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        Copy
      </button>
      <span role="status" className="copy-status muted">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </span>
  );
}
