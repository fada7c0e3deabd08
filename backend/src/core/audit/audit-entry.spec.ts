import fc from 'fast-check';
import { authorOf, changesOf, FieldRules } from './audit-entry';

/** A record of three plain fields and two secret ones, values of any JSON kind. */
type Record5 = { name: unknown; limit: unknown; filter: unknown; token: unknown; headers: unknown };
const RULES: FieldRules<Record5> = { name: 'plain', limit: 'plain', filter: 'plain', token: 'secret', headers: 'secret' };
const value = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.dictionary(fc.string(), fc.string()));
const secret = fc.string({ minLength: 12 }).map((text) => `SECRET-${text}`);
const record = fc.record({ name: value, limit: value, filter: value, token: secret, headers: fc.dictionary(fc.string(), secret) });

describe('changesOf (the `changes` of an audit entry)', () => {
  it("never writes a secret field's value, before or after, only that it changed", () => {
    fc.assert(
      fc.property(fc.option(record, { nil: null }), record, (before, after) => {
        const changes = changesOf(before, after, RULES) ?? {};
        const written = JSON.stringify(changes);
        for (const side of [before, after]) {
          if (!side) continue;
          expect(written).not.toContain(side.token);
          for (const header of Object.values(side.headers as Record<string, string>)) expect(written).not.toContain(header);
        }
        for (const field of ['token', 'headers'] as const) {
          if (field in changes) expect(changes[field]).toEqual({ changed: true });
        }
      }),
    );
  });

  it('lists exactly the fields whose values differ, plain ones with from and to', () => {
    fc.assert(
      fc.property(record, record, (before, after) => {
        const changes = changesOf(before, after, RULES) ?? {};
        for (const field of Object.keys(RULES) as (keyof Record5)[]) {
          const differs = JSON.stringify(before[field]) !== JSON.stringify(after[field]);
          expect(field in changes).toBe(differs);
          if (differs && RULES[field] === 'plain') expect(changes[field]).toEqual({ from: before[field], to: after[field] });
        }
      }),
    );
  });

  it('sees no change in an object whose keys come in another order (jsonb keeps its own order)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value, { minKeys: 2 }), (filter) => {
        const reversed = Object.fromEntries(Object.entries(filter).reverse());
        const same = { name: 'n', limit: 1, filter, token: 'SECRET-aaaaaaaaaaaa', headers: {} };
        expect(changesOf(same, { ...same, filter: reversed }, RULES)).toBeNull();
      }),
    );
  });

  it('is null when nothing changed, and a creation lists every field set, from null', () => {
    fc.assert(fc.property(record, (same) => expect(changesOf(same, structuredClone(same), RULES)).toBeNull()));
    expect(changesOf(null, { name: 'a', limit: null, filter: { x: 1 }, token: 'SECRET-abcdefghijkl', headers: {} }, RULES)).toEqual({
      name: { from: null, to: 'a' },
      filter: { from: null, to: { x: 1 } },
      token: { changed: true },
      headers: { changed: true },
    });
  });
});

describe('authorOf', () => {
  const base = { organizationId: 'o', scopes: [], role: null, csrfToken: null, sessionId: null, restricted: false };
  it('names the person of a session and the key of a bearer request, with the request origin', () => {
    const origin = { ip: '192.0.2.1', userAgent: 'curl/8' };
    expect(authorOf({ ...base, kind: 'session', userId: 'u', apiKeyId: null, origin })).toEqual({
      actor: { type: 'user', id: 'u' },
      origin,
    });
    expect(authorOf({ ...base, kind: 'api_key', userId: null, apiKeyId: 'k' })).toEqual({
      actor: { type: 'api_key', id: 'k' },
      origin: null,
    });
  });
});
