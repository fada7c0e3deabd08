import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';

interface EndpointTokenNoticeProps {
  title: string;
  token: string;
  ingestUrl: string;
  onDismiss: () => void;
}

/** An endpoint's ingest token and URL, shown this once after creation or rotation. */
export function EndpointTokenNotice({ title, token, ingestUrl, onDismiss }: EndpointTokenNoticeProps) {
  return (
    <ShownOnceNotice
      title={title}
      secrets={[
        { label: 'Ingest URL', value: ingestUrl },
        { label: 'Token', value: token },
      ]}
      onDismiss={onDismiss}
    >
      Senders POST webhooks to the ingest URL, which holds the token. Hookyard keeps only a hash of it; if you lose it, rotate the token.
    </ShownOnceNotice>
  );
}
