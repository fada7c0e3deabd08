import { useId, useState, type FormEvent } from 'react';
import { toApiError, type ApiError } from '../../../api/client';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../api/types';
import { ProblemAlert } from '../../../components/ui/problem-alert';
import { Timestamp } from '../../../components/ui/timestamp';
import type { DisableTwoFactorInput } from '../account.queries';
import { QrCode } from './qr-code';

interface TwoFactorSectionProps {
  status: TwoFactorStatus;
  onSetUp: () => Promise<TwoFactorSetup>;
  /** Answers the recovery codes. */
  onEnable: (code: string) => Promise<string[]>;
  onDisable: (input: DisableTwoFactorInput) => Promise<void>;
  /** When the recovery codes have been saved. */
  onDone: () => void;
}

/** Two-factor on the Account page: set it up (QR code and secret, then a code), its recovery codes once, turn it off. */
export function TwoFactorSection({ status, onSetUp, onEnable, onDisable, onDone }: TwoFactorSectionProps) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function run(work: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(toApiError(err));
    } finally {
      setPending(false);
    }
  }

  const alert = error && <ProblemAlert error={error} />;
  if (recoveryCodes) {
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onDismiss={() => {
          setRecoveryCodes(null);
          setSetup(null);
          onDone();
        }}
      />
    );
  }
  if (status.enabled) {
    return (
      <>
        <p>
          Two-factor is <strong>on</strong> since <Timestamp value={status.enabled_at} />. {status.recovery_codes_remaining} of 10 recovery
          codes left.
        </p>
        {alert}
        <DisableForm pending={pending} onSubmit={(input) => run(() => onDisable(input))} />
      </>
    );
  }
  if (!setup) {
    return (
      <>
        <p>Two-factor is off. With it on, signing in takes a code from an authenticator app beside your password.</p>
        {alert}
        <button
          type="button"
          className="button button-primary"
          disabled={pending}
          onClick={() => run(async () => setSetup(await onSetUp()))}
        >
          Set up two-factor
        </button>
      </>
    );
  }
  return (
    <>
      <p>Scan this QR code with your authenticator app, or type the secret key into it, then enter the code it shows.</p>
      <QrCode text={setup.otpauth_url} label="QR code of the two-factor secret for an authenticator app" />
      <p>
        Secret key: <code className="mono two-factor-secret">{setup.secret}</code>
      </p>
      {alert}
      <CodeForm
        label="Code from the app"
        submitLabel="Turn on two-factor"
        pending={pending}
        onSubmit={(code) => run(async () => setRecoveryCodes(await onEnable(code)))}
      />
    </>
  );
}

function CodeForm({
  label,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (code: string) => void;
}) {
  const id = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('code') ?? '').trim());
  }
  return (
    <form className="form" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input id={id} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
      </div>
      <button type="submit" className="button button-primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Turning it off takes a code (of the app or a recovery code) or the password. */
function DisableForm({ pending, onSubmit }: { pending: boolean; onSubmit: (input: DisableTwoFactorInput) => void }) {
  const codeId = useId();
  const passwordId = useId();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    onSubmit(code ? { code } : { password: String(form.get('password') ?? '') });
  }
  return (
    <form className="form" onSubmit={handleSubmit} aria-label="Turn off two-factor">
      <div className="field">
        <label htmlFor={codeId}>Code from the app, or a recovery code</label>
        <input id={codeId} name="code" autoComplete="one-time-code" maxLength={64} />
      </div>
      <div className="field">
        <label htmlFor={passwordId}>Or your password</label>
        <input id={passwordId} name="password" type="password" autoComplete="current-password" maxLength={1024} />
      </div>
      <button type="submit" className="button button-danger" disabled={pending}>
        Turn off two-factor
      </button>
    </form>
  );
}

function RecoveryCodes({ codes, onDismiss }: { codes: string[]; onDismiss: () => void }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <section className="shown-once" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Two-factor is on: save your recovery codes</h3>
      <p>
        <strong>Copy them now: you won't see them again.</strong> Each one signs you in once in place of a code, if you lose your phone.
      </p>
      <ul className="recovery-codes mono" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p className="field-hint" role="status">
        {copied === 'copied' && 'Copied to the clipboard.'}
        {copied === 'failed' && 'Could not copy: select the codes and copy them by hand.'}
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void copy()}>
          Copy the codes
        </button>
        <button type="button" className="button button-primary" onClick={onDismiss}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
