import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RouteError } from './route-error';

const CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module: https://hookyard.example/assets/events-page-Ab12Cd34.js', // Chromium
  'error loading dynamically imported module: https://hookyard.example/assets/events-page-Ab12Cd34.js', // Firefox
  'Importing a module script failed.', // Safari
];

/** A route whose page fails to load with `error`. */
function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [{ path: '/events', errorElement: <RouteError />, hydrateFallbackElement: <p>loading</p>, lazy: () => Promise.reject(error) }],
    { initialEntries: ['/events'] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    cleanup();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  it('tells a missing chunk from any other error', () => {
    for (const message of CHUNK_MESSAGES) expect(isChunkLoadError(new TypeError(message))).toBe(true);
    fc.assert(
      fc.property(fc.string(), (message) => {
        fc.pre(!/dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(message));
        expect(isChunkLoadError(new Error(message))).toBe(false);
      }),
    );
  });

  it("reloads once by itself when a page's code is missing, then shows the error with a reload button", async () => {
    renderFailing(new TypeError(CHUNK_MESSAGES[0]));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanup();

    // the reloaded page still misses the chunk: no second automatic reload, a message and a button
    renderFailing(new TypeError(CHUNK_MESSAGES[0]));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows any other error as a page that failed, without reloading', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
