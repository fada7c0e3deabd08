import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from './app-layout';

const session = { user: { id: 'u', email: 'ada@example.test' }, organization: { id: 'o', name: 'Acme' }, csrf_token: 't' };

function renderAt(path: string) {
  const onSignOut = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      {
        element: <AppLayout session={session} onSignOut={onSignOut} />,
        children: [
          { path: '/events', element: <p>events page</p>, handle: { title: 'Events' } },
          { path: '/api-keys', element: <p>keys page</p>, handle: { title: 'API keys' } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSignOut };
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

  it('signs out through its button', () => {
    const { onSignOut } = renderAt('/events');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
