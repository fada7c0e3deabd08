import { ProblemException, problems } from '../../core/http/problem';
import type { InvitationRefusal } from './invitations.repository';
import type { MembershipRefusal } from './membership-rules';

/** The problem each refusal of a membership or invitation answers (docs/http.md, Members and roles; Invitations). */
export function refusalProblem(refusal: MembershipRefusal | InvitationRefusal, what: string): ProblemException {
  switch (refusal.code) {
    case 'insufficient_role':
      return problems.insufficientRole(refusal.required);
    case 'not_found':
      return problems.notFound(what);
    case 'last_owner':
      return problems.conflict('last_owner', 'The organization must keep an owner: make someone else an owner first.');
    case 'already_member':
      return problems.conflict('already_member', 'This person is a member of the organization already.');
    case 'invitation_used':
      return new ProblemException(410, 'invitation_used', 'This invitation has been accepted already; each link works once.');
    case 'invitation_expired':
      return new ProblemException(410, 'invitation_expired', 'This invitation has expired; ask for a new one.');
  }
}
