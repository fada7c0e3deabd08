import type { CreatedInvitation } from '../../../api/types';
import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';

/** The link of an invitation just made, shown this once; says whether it was e-mailed too. */
export function InvitationLinkNotice({ invitation, onDismiss }: { invitation: CreatedInvitation; onDismiss: () => void }) {
  return (
    <ShownOnceNotice
      title={`Invitation for ${invitation.email}`}
      secrets={[{ label: 'Invitation link', value: invitation.invite_url }]}
      onDismiss={onDismiss}
    >
      {invitation.email_sent
        ? `It was e-mailed to ${invitation.email}; you can also give the link yourself.`
        : `It was not e-mailed (no mail relay is set up, or it refused): send the link to ${invitation.email} yourself.`}{' '}
      It works once, until <time dateTime={invitation.expires_at}>{new Date(invitation.expires_at).toLocaleString()}</time>.
    </ShownOnceNotice>
  );
}
