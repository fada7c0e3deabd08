import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role, Session } from '../api/types';
import { RoleButton } from '../features/auth/components/role-button';
import { AppLayout } from './app-layout';

const sessionAs = (role: Role, organizations: Session['organizations'] = [{ id: 'o', name: 'Acme', role }]): Session => ({
  user: { id: 'u', email: 'ada@example.test', name: null, two_factor_enabled: false },
  organization: { id: 'o', name: 'Acme' },
  role,
  organizations,
  csrf_token: 't',
  two_factor_setup_required: false,
});

function renderAt(path: string, session: Session = sessionAs('owner')) {
  const onSignOut = vi.fn(async () => {});
  const onSwitchOrganization = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout session={session} onSignOut={onSignOut} onSwitchOrganization={onSwitchOrganization} />,
        children: [
          { path: '/events', element: <p>events page</p>, handle: { title: 'Events' } },
          { path: '/api-keys', element: <p>keys page</p>, handle: { title: 'API keys' } },
          {
            path: '/endpoints',
            element: (
              <RoleButton needs="developer" className="button">
                Create endpoint
              </RoleButton>
            ),
            handle: { title: 'Endpoints' },
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSignOut, onSwitchOrganization };
}

describe('AppLayout', () => {
  afterEach(cleanup);

  it('titles the document by the route, marks the current page and offers a skip link to the content', async () => {
    const { router } = renderAt('/events');
    await waitFor(() => expect(document.title).toBe('Events · Hookyard'));
    expect(screen.getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');

    await router.navigate('/api-keys');
    await waitFor(() => expect(document.title).toBe('API keys · Hookyard'));
    expect(screen.getByRole('link', { name: 'API keys' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes the menu, which a new page closes again', async () => {
    const { router } = renderAt('/events');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await router.navigate('/api-keys');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'));
  });

  it('shows each role the pages it can read (API keys, Security, Audit log: admins and owners), and says the role held', () => {
    for (const role of ['viewer', 'developer'] as const) {
      renderAt('/events', sessionAs(role));
      expect(screen.queryByRole('link', { name: 'API keys' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Security' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Members' })).toBeTruthy();
      expect(screen.getByText('Signed in as ada@example.test')).toBeTruthy();
      expect(screen.getByTitle('Your role in this organization').textContent).toBe(role);
      cleanup();
    }
    for (const role of ['admin', 'owner'] as const) {
      renderAt('/events', sessionAs(role));
      expect(screen.getByRole('link', { name: 'API keys' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Security' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
      cleanup();
    }
  });

  it('gives the pages the session’s role: a control a viewer cannot use is disabled with the reason', () => {
    renderAt('/endpoints', sessionAs('viewer'));
    const button = screen.getByRole('button', { name: 'Create endpoint' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.title).toBe('Needs the developer role; you are a viewer.');
    cleanup();
    renderAt('/endpoints', sessionAs('developer'));
    expect((screen.getByRole('button', { name: 'Create endpoint' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers the organization switcher only to a person of several organizations', () => {
    renderAt('/events', sessionAs('owner'));
    expect(screen.queryByLabelText('Organization')).toBeNull();
    cleanup();
    const { onSwitchOrganization } = renderAt(
      '/events',
      sessionAs('owner', [
        { id: 'o', name: 'Acme', role: 'owner' },
        { id: 'p', name: 'Partner', role: 'viewer' },
      ]),
    );
    fireEvent.change(screen.getByLabelText('Organization'), { target: { value: 'p' } });
    expect(onSwitchOrganization).toHaveBeenCalledWith('p');
  });

  it('links to the Account page, and offers a restricted session nothing else but signing out', () => {
    renderAt('/events');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/security');
    cleanup();
    renderAt('/events', { ...sessionAs('owner'), two_factor_setup_required: true });
    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Security' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('signs out through its button', () => {
    const { onSignOut } = renderAt('/events');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
