import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import type { Session } from '../../../api/types';
import { AcceptInvitationPage } from './accept-invitation-page';

const signedIn: Session = {
  user: { id: 'u', email: 'grace@example.test', name: 'Grace', two_factor_enabled: false },
  organization: { id: 'o', name: 'Home' },
  role: 'owner',
  organizations: [{ id: 'o', name: 'Home', role: 'owner' }],
  csrf_token: 't',
  two_factor_setup_required: false,
};

function renderPage(session: Session | null, onAccept = vi.fn(async () => {}), path = '/invitations/accept?token=abc') {
  const onSignOut = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      { path: '/invitations/accept', element: <AcceptInvitationPage session={session} onAccept={onAccept} onSignOut={onSignOut} /> },
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { onAccept, onSignOut, router };
}

describe('AcceptInvitationPage', () => {
  afterEach(cleanup);

  it('joins as the signed-in person with one button, then opens the dashboard', async () => {
    const { onAccept } = renderPage(signedIn);
    expect(screen.getByText('grace@example.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith({ token: 'abc' }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('lets a new person choose a name and a password, and offers sign-in to someone with an account', async () => {
    const { onAccept, router } = renderPage(null);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: ' Grace Hopper ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery staple' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() =>
      expect(onAccept).toHaveBeenCalledWith({ token: 'abc', name: 'Grace Hopper', password: 'correct horse battery staple' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    cleanup();
    renderPage(null);
    expect(screen.getByRole('link', { name: 'Sign in first' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/invitations/accept?token=abc')}`,
    );
  });

  it('says when the link is spent (used, expired, taken back) and offers no form', async () => {
    const onAccept = vi.fn(async () => {
      throw new ApiError(410, 'invitation_expired', 'This invitation has expired; ask for a new one.');
    });
    renderPage(signedIn, onAccept);
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired; ask for a new one.');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('explains a wrong password for an existing account, and keeps the form', async () => {
    const onAccept = vi.fn(async () => {
      throw new ApiError(401, 'invalid_credentials', 'The email or password is wrong.');
    });
    renderPage(null, onAccept);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'not the right one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/An account with the invited e-mail exists/);
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });

  it('says so when the link has no token', () => {
    renderPage(null, undefined, '/invitations/accept');
    expect(screen.getByRole('alert').textContent).toMatch(/no invitation in it/);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
