import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member, Role } from '../../../api/types';
import { MemberTable } from './member-table';

const member = (userId: string, email: string, role: Role): Member => ({
  user_id: userId,
  email,
  name: null,
  role,
  joined_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: null,
  two_factor_enabled: false,
  sso: false,
});

const owner = member('o', 'owner@example.test', 'owner');
const admin = member('a', 'admin@example.test', 'admin');
const dev = member('d', 'dev@example.test', 'developer');

function renderAs(me: { userId: string; role: Role }, members = [owner, admin, dev]) {
  const onChangeRole = vi.fn();
  const onRemove = vi.fn();
  render(<MemberTable members={members} me={me} busy={null} onChangeRole={onChangeRole} onRemove={onRemove} />);
  const select = (email: string) => screen.getByLabelText(`Role of ${email}`) as HTMLSelectElement;
  const remove = (email: string) => screen.getByRole('button', { name: `Remove ${email}` }) as HTMLButtonElement;
  return { onChangeRole, onRemove, select, remove };
}

describe('MemberTable', () => {
  afterEach(cleanup);

  it('gives a viewer or a developer no control that works, each saying the admin role is needed', () => {
    for (const role of ['viewer', 'developer'] as const) {
      const { select, remove } = renderAs({ userId: 'd', role });
      for (const email of [owner.email, admin.email, dev.email]) {
        expect(select(email).disabled).toBe(true);
        expect(remove(email).disabled).toBe(true);
        expect(remove(email).title).toBe(`Needs the admin role; you are a ${role}.`);
      }
      cleanup();
    }
  });

  it('lets an admin change and remove members below owner, never make an owner or touch one', () => {
    const { select, remove, onChangeRole, onRemove } = renderAs({ userId: 'a', role: 'admin' });
    expect(select(owner.email).disabled).toBe(true);
    expect(remove(owner.email).title).toBe('Only an owner changes or makes an owner.');
    expect(select(dev.email).disabled).toBe(false);
    const ownerOption = [...select(dev.email).options].find((option) => option.value === 'owner')!;
    expect(ownerOption.disabled).toBe(true);
    fireEvent.change(select(dev.email), { target: { value: 'viewer' } });
    expect(onChangeRole).toHaveBeenCalledWith(dev, 'viewer');
    fireEvent.click(remove(dev.email));
    expect(onRemove).toHaveBeenCalledWith(dev);
  });

  it('keeps the last owner: an owner alone cannot remove or demote themselves, with the reason', () => {
    const { select, remove } = renderAs({ userId: 'o', role: 'owner' });
    expect(remove(owner.email).disabled).toBe(true);
    expect(remove(owner.email).title).toBe('The organization must keep an owner: make someone else an owner first.');
    expect(select(owner.email).disabled).toBe(true);
    expect(screen.getByText('(you)')).toBeTruthy();
    cleanup();
    // With a second owner, either may step down.
    const second = member('p', 'second@example.test', 'owner');
    const both = renderAs({ userId: 'o', role: 'owner' }, [owner, second, dev]);
    expect(both.remove(owner.email).disabled).toBe(false);
    expect(both.select(second.email).disabled).toBe(false);
  });
});
