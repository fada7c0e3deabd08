import type { MailMessage } from '../../core/mail/mailer';

/** The e-mail of an invitation: who invites, where, as what, the link and until when it works. */
export function invitationMail(invitation: {
  to: string;
  organizationName: string;
  inviterEmail: string | null;
  role: string;
  inviteUrl: string;
  expiresAt: string;
}): MailMessage {
  const who = invitation.inviterEmail ?? 'An administrator';
  return {
    to: invitation.to,
    subject: `You are invited to ${invitation.organizationName} on Hookyard`,
    text: [
      `${who} invited you to join ${invitation.organizationName} on Hookyard as ${invitation.role}.`,
      '',
      `Accept the invitation here (the link works once, until ${invitation.expiresAt}):`,
      invitation.inviteUrl,
      '',
      'If you did not expect this e-mail, ignore it: nothing happens unless the link is opened and accepted.',
      '',
    ].join('\n'),
  };
}
