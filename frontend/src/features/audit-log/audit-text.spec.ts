import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../api/types';
import { actionText, actorText, changeLines, targetPath } from './audit-text';

const target = (type: AuditEntry['target']['type'], id: string | null = 'x') => ({ type, id, label: null });

describe('audit log wording', () => {
  it('links each target to its page, and what has none to nothing', () => {
    expect(targetPath(target('endpoint', 'e1'))).toBe('/endpoints/e1');
    expect(targetPath(target('destination', 'd1'))).toBe('/destinations/d1');
    expect(targetPath(target('event', 'evt_01'))).toBe('/events/evt_01');
    expect(targetPath(target('api_key'))).toBe('/api-keys');
    expect(targetPath(target('project'))).toBe('/projects');
    expect(targetPath(target('notification_endpoint'))).toBe('/notifications');
    expect(targetPath(target('operation'))).toBe('/operations');
    expect(targetPath(target('organization'))).toBeNull();
    expect(targetPath(target('user'))).toBe('/members');
    expect(targetPath(target('invitation'))).toBe('/members');
    expect(targetPath(target('session'))).toBeNull();
    expect(targetPath(target('audit_log', null))).toBeNull();
    expect(targetPath(target('endpoint', null))).toBeNull();
  });

  it("says the members' actions in words", () => {
    expect(actionText('member.invited')).toBe('Invited someone');
    expect(actionText('invitation.revoked')).toBe('Took an invitation back');
    expect(actionText('member.joined')).toBe('Joined the organization');
    expect(actionText('member.role_changed')).toBe("Changed a member's role");
    expect(actionText('member.removed')).toBe('Removed a member');
  });

  it('names the actor as a person reads it', () => {
    expect(actorText({ type: 'user', id: 'u', label: 'ada@example.com' })).toBe('ada@example.com');
    expect(actorText({ type: 'api_key', id: 'k', label: 'deploys' })).toBe('API key “deploys”');
    expect(actorText({ type: 'system', id: null, label: null })).toBe('Hookyard (system)');
    expect(actorText({ type: 'user', id: 'u', label: null })).toBe('u');
  });

  it('says each action in words, and an unknown one as it is', () => {
    expect(actionText('destination.secret_rotated')).toBe('Rotated the signing secret');
    expect(actionText('session.sign_in_failed')).toBe('Failed to sign in');
    expect(actionText('session.two_factor_failed')).toBe('Failed to sign in: wrong two-factor code');
    expect(actionText('organization.settings_updated')).toBe('Changed the security settings');
    expect(actionText('sso.configured' as never)).toBe('sso.configured');
  });

  it('shows each change as from → to, a secret only as changed', () => {
    expect(
      changeLines({
        name: { from: 'Orders', to: 'Billing' },
        rate_limit_per_second: { from: null, to: 7 },
        headers: { changed: true },
        filter: { from: null, to: { event_types: ['invoice.*'] } },
        active: { from: true, to: false },
      }),
    ).toEqual([
      { field: 'name', text: 'Orders → Billing' },
      { field: 'rate_limit_per_second', text: 'none → 7' },
      { field: 'headers', text: 'changed (not shown)' },
      { field: 'filter', text: 'none → {"event_types":["invoice.*"]}' },
      { field: 'active', text: 'true → false' },
    ]);
    expect(changeLines(null)).toEqual([]);
    expect(changeLines({ long: { from: null, to: 'x'.repeat(500) } })[0].text.length).toBeLessThan(220);
  });
});
