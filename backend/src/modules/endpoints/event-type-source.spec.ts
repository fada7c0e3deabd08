import fc from 'fast-check';
import { eventTypeReader, eventTypeSourceErrors, eventTypeValue, normalizeEventTypeSource, pointerTokens } from './event-type-source';

/** RFC 6901 escaping of one reference token. */
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (tokens: string[]) => tokens.map((token) => `/${escapeToken(token)}`).join('');

/** Keys rich in what pointers must escape. */
const key = fc.string({ unit: fc.constantFrom('a', 'b', '~', '/', '0', '1', ' ', 'é'), maxLength: 5 });
const pointerReader = (pointer: string) => eventTypeReader({ kind: 'json_pointer', pointer })!;
const read = (pointer: string, body: unknown) => pointerReader(pointer)(Buffer.from(JSON.stringify(body)), {});

describe('event-type extraction', () => {
  it('a pointer made of escaped keys reads the value at that path, when it is a usable string (property)', () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 4 }), fc.jsonValue(), fc.jsonValue({ maxDepth: 2 }), (path, value, sibling) => {
        // the value at the path, with something else beside it at every level
        let body: unknown = value;
        for (const token of [...path].reverse()) body = { [`${token}x`]: sibling, [token]: body };
        const pointer = pointerOf(path);
        expect(eventTypeSourceErrors({ kind: 'json_pointer', pointer })).toEqual([]);
        expect(pointerTokens(pointer)).toEqual(path);
        const expected =
          typeof value === 'string' && value.length > 0 && [...value].length <= 200 && !value.includes('\u0000') ? value : null;
        expect(read(pointer, body)).toBe(expected);
      }),
    );
  });

  it('reads array items by index, and nothing for a missing key, a leading zero or a non-JSON body', () => {
    expect(read('/data/1/type', { data: [{ type: 'a' }, { type: 'b' }] })).toBe('b');
    expect(read('/data/01/type', { data: [{ type: 'a' }, { type: 'b' }] })).toBeNull();
    expect(read('/a~1b/c~0d', { 'a/b': { 'c~d': 'escaped' } })).toBe('escaped');
    expect(read('/a~01', { 'a~1': 'tilde-one', 'a/': 'wrong' })).toBe('tilde-one');
    expect(read('/type', { other: 'x' })).toBeNull();
    expect(read('/__proto__', {})).toBeNull();
    expect(read('', 'whole')).toBe('whole');
    expect(pointerReader('/type')(Buffer.from('type=invoice.paid'), {})).toBeNull();
    expect(pointerReader('/type')(Buffer.alloc(0), {})).toBeNull();
  });

  it('keeps only non-empty strings of at most 200 characters that PostgreSQL stores as they are', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 210 }), fc.string({ unit: 'grapheme', maxLength: 210 }), fc.jsonValue()), (value) => {
        const kept = eventTypeValue(value);
        if (kept !== null) {
          expect(kept).toBe(value);
          expect([...kept].length).toBeGreaterThan(0);
          expect([...kept].length).toBeLessThanOrEqual(200);
          expect(kept.includes('\u0000')).toBe(false);
        } else {
          expect(typeof value !== 'string' || value === '' || [...value].length > 200 || value.includes('\u0000')).toBe(true);
        }
      }),
    );
    expect(eventTypeValue('é'.repeat(200))).toBe('é'.repeat(200));
    expect(eventTypeValue('😀'.repeat(200))).toBe('😀'.repeat(200));
    expect(eventTypeValue('😀'.repeat(201))).toBeNull();
    expect(eventTypeValue('a\ud800')).toBeNull();
    expect(eventTypeValue(42)).toBeNull();
    expect(eventTypeValue({ type: 'x' })).toBeNull();
  });

  it('a header source reads the header (lower-case), never the body', () => {
    const reader = eventTypeReader({ kind: 'header', name: 'X-GitHub-Event' })!;
    const body = {
      toString: () => {
        throw new Error('the body was read');
      },
    } as unknown as Buffer;
    expect(reader(body, { 'x-github-event': 'push' })).toBe('push');
    expect(reader(body, {})).toBeNull();
    expect(reader(body, { 'x-github-event': 'x'.repeat(201) })).toBeNull();
  });

  it('validates a source: RFC 6901 pointers and HTTP header names only, naming the faulty field', () => {
    const fields = (value: unknown) => eventTypeSourceErrors(value).map((error) => error.field);
    expect(fields(null)).toEqual([]);
    expect(fields({ kind: 'json_pointer', pointer: '/type' })).toEqual([]);
    expect(fields({ kind: 'json_pointer', pointer: '' })).toEqual([]);
    expect(fields({ kind: 'json_pointer', pointer: 'type' })).toEqual(['event_type_source.pointer']);
    expect(fields({ kind: 'json_pointer', pointer: '/a~2' })).toEqual(['event_type_source.pointer']);
    expect(fields({ kind: 'json_pointer', pointer: '/a~' })).toEqual(['event_type_source.pointer']);
    expect(fields({ kind: 'json_pointer', pointer: 3 })).toEqual(['event_type_source.pointer']);
    expect(fields({ kind: 'json_pointer', pointer: `/${'a'.repeat(500)}` })).toEqual(['event_type_source.pointer']);
    expect(fields({ kind: 'header', name: 'x-github-event' })).toEqual([]);
    expect(fields({ kind: 'header', name: 'x github' })).toEqual(['event_type_source.name']);
    expect(fields({ kind: 'header', name: '' })).toEqual(['event_type_source.name']);
    expect(fields({ kind: 'header', name: 'x:y' })).toEqual(['event_type_source.name']);
    expect(fields({ kind: 'header', name: 'x', pointer: '/a' })).toEqual(['event_type_source']);
    expect(fields({ kind: 'query', name: 'x' })).toEqual(['event_type_source.kind']);
    expect(fields('/type')).toEqual(['event_type_source']);
    expect(fields([])).toEqual(['event_type_source']);
  });

  it('a pointer is valid exactly when every ~ is ~0 or ~1 and it is empty or starts with / (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '~', '0', '1', '2', 'a'), maxLength: 10 }), (pointer) => {
        const valid = (pointer === '' || pointer.startsWith('/')) && !/~(?![01])/.test(pointer);
        expect(eventTypeSourceErrors({ kind: 'json_pointer', pointer }).length === 0).toBe(valid);
      }),
    );
  });

  it('stores header names lower-case', () => {
    expect(normalizeEventTypeSource({ kind: 'header', name: 'X-Shopify-Topic' })).toEqual({ kind: 'header', name: 'x-shopify-topic' });
  });
});
