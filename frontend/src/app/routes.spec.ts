// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLogin, eventsPath, loginPath, ROUTES } from './routes';

const appPath = fc.webPath().map((path) => (path.startsWith('/') ? path : `/${path}`));

describe('sign-in and back', () => {
  it('returns to the page the user was sent away from, query included', () => {
    fc.assert(
      fc.property(appPath, fc.webQueryParameters(), (path, query) => {
        const from = query ? `${path}?${query}` : path;
        const next = new URL(loginPath(from), 'http://dashboard.test').searchParams.get('next');
        // `//…` would leave the app (a protocol-relative URL): home instead
        const expected = from === ROUTES.home || from.startsWith(ROUTES.login) || from.startsWith('//') ? ROUTES.home : from;
        expect(afterLogin(next)).toBe(expected);
      }),
    );
  });

  it('never leaves the app after sign-in, whatever next says', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          fc.string(),
          fc.webPath().map((p) => `//${p}`),
          // what a browser reads as a slash, or drops, around a host name
          fc
            .string({ unit: fc.constantFrom('/', '\\', '\t', '\n', ' ', '.', ':', '@', 'a'), minLength: 1, maxLength: 6 })
            .map((s) => `/${s}evil.example`),
        ),
        (next) => {
          const target = afterLogin(next);
          expect(new URL(target, 'http://dashboard.test').origin).toBe('http://dashboard.test');
        },
      ),
    );
    expect(afterLogin(null)).toBe(ROUTES.home);
    expect(afterLogin('/\\evil.example')).toBe(ROUTES.home); // the counterexample that found it (CI, seed 271590760)
  });
});

describe('links to the filtered events list', () => {
  it('carries the filters under the names the list (and the API) read, statuses comma-separated, nothing empty', () => {
    expect(eventsPath({})).toBe('/events');
    expect(eventsPath({ endpointId: 'e1' })).toBe('/events?endpointId=e1');
    fc.assert(
      fc.property(
        fc.option(fc.uuid(), { nil: undefined }),
        fc.option(fc.uuid(), { nil: undefined }),
        fc.array(fc.constantFrom('retry_scheduled', 'dead_lettered', 'failed'), { maxLength: 3 }),
        (endpointId, destinationId, status) => {
          const url = new URL(eventsPath({ endpointId, destinationId, status }), 'http://dashboard.test');
          expect(url.pathname).toBe(ROUTES.events);
          const expected: Record<string, string> = {};
          if (endpointId) expected.endpointId = endpointId;
          if (destinationId) expected.destinationId = destinationId;
          if (status.length > 0) expected.status = status.join(',');
          expect(Object.fromEntries(url.searchParams)).toEqual(expected);
        },
      ),
    );
  });
});
