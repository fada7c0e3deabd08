import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ROUTES } from './routes';

/** Set for a few seconds once the page reloaded itself for a missing chunk, so a chunk still missing after it shows the error instead of reloading again. */
const RELOADED_KEY = 'hookyard:reloaded-for-chunk';
const RELOAD_GUARD_MS = 10_000;

/**
 * A page's code that could not be loaded: the browser's words for a failed dynamic import (Chromium,
 * Firefox, Safari), or a chunk Vite could not preload. After a deploy, a tab left open asks for the
 * previous build's chunks, which are gone.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** True when a reload for a missing chunk was already tried moments ago (then the error is shown). */
function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  return Date.now() - at < RELOAD_GUARD_MS;
}

/**
 * What a route shows when its page fails to load or render, inside the dashboard's frame (navigation
 * stays): a page whose code is missing reloads once by itself (a new build was deployed), then says
 * so with a reload button; any other error says the page failed, never a developer screen.
 */
export function RouteError() {
  const error = useRouteError();
  const missingChunk = isChunkLoadError(error);
  const reloading = missingChunk && !reloadedRecently();

  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  }, [reloading]);

  if (reloading) return <p className="splash">Loading the new version…</p>;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="card" role="alert">
      <h1>{notFound ? 'Page not found' : missingChunk ? 'This page could not be loaded' : 'Something went wrong on this page'}</h1>
      <p className="muted">
        {missingChunk
          ? 'The dashboard may have been updated since this tab opened, or the connection dropped. Reloading fetches the current version.'
          : 'The error was not caused by anything you did. Reloading usually helps; the rest of the dashboard still works.'}
      </p>
      <p className="actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="button" to={ROUTES.home}>
          Go to the dashboard
        </Link>
      </p>
    </section>
  );
}
