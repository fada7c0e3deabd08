import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';

interface SigningSecretNoticeProps {
  title: string;
  secret: string;
  onDismiss: () => void;
}

/** A destination's signing secret, shown this once after creation or rotation. */
export function SigningSecretNotice({ title, secret, onDismiss }: SigningSecretNoticeProps) {
  return (
    <ShownOnceNotice title={title} secrets={[{ label: 'Signing secret', value: secret }]} onDismiss={onDismiss}>
      The destination checks the <code>webhook-signature</code> header of each delivery with it (Standard Webhooks). If you lose it, rotate
      the secret.
    </ShownOnceNotice>
  );
}
