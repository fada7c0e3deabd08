import { useId, useState } from 'react';
import {
  HMAC_ALGORITHMS,
  HMAC_ENCODINGS,
  VERIFICATION_TYPES,
  type SetVerification,
  type Verification,
  type VerificationType,
} from '../../../api/types';
import { EditForm } from '../../../components/ui/edit-form';
import { TextField } from '../../../components/ui/text-field';

/** Provider names, and where each keeps the secret to paste here. */
export const PROVIDERS: Record<VerificationType, { name: string; secret: string }> = {
  stripe: { name: 'Stripe', secret: 'Signing secret of the webhook endpoint in the Stripe Dashboard (whsec_…)' },
  github: { name: 'GitHub', secret: "The webhook's Secret" },
  shopify: { name: 'Shopify', secret: "The app's client secret (or the webhook signing key shown under Notifications)" },
  slack: { name: 'Slack', secret: "The app's Signing Secret (Basic Information)" },
  standard_webhooks: { name: 'Standard Webhooks / Svix', secret: 'The endpoint secret, whsec_ followed by base64' },
  twilio: { name: 'Twilio', secret: 'The account Auth Token' },
  hmac: { name: 'Custom HMAC', secret: 'The shared key the sender signs with' },
  basic_auth: { name: 'Basic auth', secret: 'The password' },
  header_token: { name: 'Header token', secret: 'The value the sender puts in the header' },
};

const TIMESTAMPED: VerificationType[] = ['stripe', 'slack', 'standard_webhooks'];

interface VerificationFormProps {
  current: Verification;
  onSave: (input: SetVerification) => Promise<unknown>;
  onDone: () => void;
}

function SelectField({
  label,
  name,
  values,
  defaultValue,
}: {
  label: string;
  name: string;
  values: readonly string[];
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fields of the form that `type` takes, with their values; empty ones are left out. */
export function readVerificationFields(type: VerificationType, form: FormData): SetVerification {
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const secret = text('secret');
  const tolerance = text('tolerance_seconds');
  const input: SetVerification = { type, ...(secret ? { secrets: [secret] } : {}) };
  if (TIMESTAMPED.includes(type) && tolerance) input.tolerance_seconds = Number(tolerance);
  if (type === 'hmac' || type === 'header_token') input.header_name = text('header_name');
  if (type === 'basic_auth') input.username = text('username');
  if (type === 'hmac') {
    input.algorithm = text('algorithm') as SetVerification['algorithm'];
    input.encoding = text('encoding') as SetVerification['encoding'];
    input.prefix = text('prefix');
    input.timestamp_header = text('timestamp_header');
    if (input.timestamp_header) {
      input.signed_content = text('signed_content') as SetVerification['signed_content'];
      if (tolerance) input.tolerance_seconds = Number(tolerance);
      if (input.signed_content === 'timestamp_body') input.separator = String(form.get('separator') ?? '') || undefined;
    }
  }
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as SetVerification;
}

/** Set up or change an endpoint's verification: the provider, its settings and a secret (kept when left empty on a change of settings). */
export function VerificationForm({ current, onSave, onDone }: VerificationFormProps) {
  const id = useId();
  const [type, setType] = useState<VerificationType>(current.type ?? 'stripe');
  const keeping = current.type === type;
  return (
    <EditForm
      title={current.type ? 'Change sender verification' : 'Set up sender verification'}
      send={(form) => onSave(readVerificationFields(type, form))}
      onDone={onDone}
    >
      <div className="field">
        <label htmlFor={`${id}-type`}>Provider</label>
        <select id={`${id}-type`} name="type" value={type} onChange={(event) => setType(event.target.value as VerificationType)}>
          {VERIFICATION_TYPES.map((value) => (
            <option key={value} value={value}>
              {PROVIDERS[value].name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={keeping ? 'Secret (optional: empty keeps the current secrets)' : 'Secret'}
        name="secret"
        type="password"
        autoComplete="off"
        optional={keeping}
        hint={`${PROVIDERS[type].secret}. Stored encrypted and never shown again.`}
      />
      {(type === 'hmac' || type === 'header_token') && (
        <TextField
          label="Header name"
          name="header_name"
          defaultValue={current.header_name ?? ''}
          hint={type === 'hmac' ? 'e.g. X-Signature' : 'e.g. X-Webhook-Token'}
        />
      )}
      {type === 'basic_auth' && <TextField label="User name" name="username" defaultValue={current.username ?? ''} />}
      {type === 'hmac' && (
        <>
          <SelectField label="Algorithm" name="algorithm" values={HMAC_ALGORITHMS} defaultValue={current.algorithm ?? 'sha256'} />
          <SelectField label="Encoding" name="encoding" values={HMAC_ENCODINGS} defaultValue={current.encoding ?? 'hex'} />
          <TextField
            label="Prefix (optional)"
            name="prefix"
            optional
            defaultValue={current.prefix ?? ''}
            hint="Text before the signature, e.g. sha256="
          />
          <TextField
            label="Timestamp header (optional)"
            name="timestamp_header"
            optional
            defaultValue={current.timestamp_header ?? ''}
            hint="A header with the Unix time in seconds; older requests are refused as replays"
          />
          <SelectField
            label="Signed content (with a timestamp header)"
            name="signed_content"
            values={['body', 'timestamp_body']}
            defaultValue={current.signed_content ?? 'body'}
          />
          <TextField
            label="Separator (optional)"
            name="separator"
            optional
            defaultValue={current.separator ?? '.'}
            hint="Between timestamp and body when both are signed"
          />
        </>
      )}
      {(TIMESTAMPED.includes(type) || type === 'hmac') && (
        <TextField
          label="Tolerance in seconds (optional)"
          name="tolerance_seconds"
          type="number"
          min={1}
          max={86400}
          optional
          defaultValue={current.tolerance_seconds ?? ''}
          hint="Requests whose timestamp is further from now are refused as replays; default 300"
        />
      )}
    </EditForm>
  );
}
