import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../api/types';
import { RoleProvider } from '../role-context';
import { RoleButton } from './role-button';

function renderAs(role: Role | null, props: { disabled?: boolean } = {}) {
  const onClick = vi.fn();
  const button = (
    <RoleButton needs="developer" className="button" onClick={onClick} {...props}>
      Rotate token
    </RoleButton>
  );
  render(role === null ? button : <RoleProvider role={role}>{button}</RoleProvider>);
  return { onClick, button: screen.getByRole('button', { name: 'Rotate token' }) as HTMLButtonElement };
}

describe('RoleButton', () => {
  afterEach(cleanup);

  it('is disabled below the role it needs, its title saying why, and does nothing when clicked', () => {
    const { onClick, button } = renderAs('viewer');
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Needs the developer role; you are a viewer.');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works for that role and above', () => {
    for (const role of ['developer', 'admin', 'owner'] as const) {
      const { onClick, button } = renderAs(role);
      expect(button.disabled).toBe(false);
      expect(button.title).toBe('');
      fireEvent.click(button);
      expect(onClick).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('keeps its own disabled state (a pending action) for those allowed', () => {
    expect(renderAs('owner', { disabled: true }).button.disabled).toBe(true);
  });

  it('is enabled outside the signed-in frame, where no role is known', () => {
    expect(renderAs(null).button.disabled).toBe(false);
  });
});
