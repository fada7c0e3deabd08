import type { CreatedApiKey } from '../../../api/types';
import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';

interface NewApiKeyNoticeProps {
  apiKey: CreatedApiKey;
  onDismiss: () => void;
}

/** The raw key, shown this once, with a copy button. */
export function NewApiKeyNotice({ apiKey, onDismiss }: NewApiKeyNoticeProps) {
  return (
    <ShownOnceNotice
      title={`Your new API key “${apiKey.name}”`}
      secrets={[{ label: 'New API key', value: apiKey.key }]}
      onDismiss={onDismiss}
    >
      Hookyard keeps only a hash of it; if you lose it, revoke it and create another.
    </ShownOnceNotice>
  );
}
