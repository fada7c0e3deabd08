import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { Session } from '../../../api/types';
import { OrganizationSwitcher } from './organization-switcher';

const session = (organizations: Session['organizations']): Session => ({
  user: { id: 'u', email: 'ada@example.test', name: null, two_factor_enabled: false },
  organization: { id: organizations[0].id, name: organizations[0].name },
  role: organizations[0].role,
  organizations,
  csrf_token: 't',
  two_factor_setup_required: false,
});

describe('OrganizationSwitcher', () => {
  afterEach(cleanup);

  it('is not shown to a person of one organization', () => {
    render(<OrganizationSwitcher session={session([{ id: 'a', name: 'Acme', role: 'owner' }])} onSwitch={vi.fn()} />);
    expect(screen.queryByLabelText('Organization')).toBeNull();
  });

  it('lists every organization with the role held there, and switches to the one picked', async () => {
    const onSwitch = vi.fn(async () => {});
    render(
      <OrganizationSwitcher
        session={session([
          { id: 'a', name: 'Acme', role: 'owner' },
          { id: 'b', name: 'Beta', role: 'viewer' },
        ])}
        onSwitch={onSwitch}
      />,
    );
    const select = screen.getByLabelText('Organization') as HTMLSelectElement;
    expect(select.value).toBe('a');
    expect([...select.options].map((option) => option.text)).toEqual(['Acme (owner)', 'Beta (viewer)']);
    fireEvent.change(select, { target: { value: 'b' } });
    await waitFor(() => expect(onSwitch).toHaveBeenCalledWith('b'));
  });

  it('says why a switch failed, and stays where it was', async () => {
    const onSwitch = vi.fn(async () => {
      throw new ApiError(404, 'not_found', 'The organization was not found.');
    });
    render(
      <OrganizationSwitcher
        session={session([
          { id: 'a', name: 'Acme', role: 'owner' },
          { id: 'b', name: 'Beta', role: 'admin' },
        ])}
        onSwitch={onSwitch}
      />,
    );
    fireEvent.change(screen.getByLabelText('Organization'), { target: { value: 'b' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The organization was not found.');
    expect((screen.getByLabelText('Organization') as HTMLSelectElement).value).toBe('a');
  });
});
