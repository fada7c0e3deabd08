import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attempt } from './test-fixtures';
import { transformationChanges } from './transformed-request';

const host = fc.domain();
const path = fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`));
const method = fc.constantFrom('POST' as const, 'PUT' as const, 'PATCH' as const);

describe('transformationChanges', () => {
  it('compares method, host, path and body size with the untransformed POST, and lists the header names sent', () => {
    fc.assert(
      fc.property(
        method,
        host,
        path,
        host,
        path,
        fc.nat(),
        fc.nat(),
        fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{0,15}$/)),
        (m, h, p, h0, p0, size, size0, names) => {
          const transformed = { method: m, host: h, path: p, body_size_bytes: size };
          const headers = Object.fromEntries(names.map((name) => [name, '[redacted]']));
          const rows = transformationChanges(attempt({ transformed_request: transformed, request_headers: headers }), {
            url: `https://${h0}${p0}`,
            sizeBytes: size0,
          });
          const byLabel = Object.fromEntries(rows.map((row) => [row.label, row]));
          expect(Object.keys(byLabel)).toEqual(['Method', 'Host', 'Path', 'Headers sent', 'Body size']);
          expect(byLabel.Method).toMatchObject({ before: 'POST', after: m, changed: m !== 'POST' });
          expect(byLabel.Host).toMatchObject({ after: h, changed: new URL(`https://${h0}`).host !== h });
          expect(byLabel.Path!.after).toBe(p);
          expect(byLabel['Headers sent']!.after).toBe([...names].sort().join(', ') || 'none');
          expect(byLabel['Body size']!.changed).toBe(size !== size0);
        },
      ),
    );
  });

  it('has nothing to say of a request sent as received, and leaves out a size an older attempt did not keep', () => {
    expect(transformationChanges(attempt(), { url: 'https://a.example/x', sizeBytes: 3 })).toEqual([]);
    const older = attempt({ transformed_request: { method: 'PUT', host: 'a.example', path: '/y', body_size_bytes: null } });
    const rows = transformationChanges(older, { url: null, sizeBytes: 3 });
    expect(rows.map((row) => [row.label, row.before, row.changed])).toEqual([
      ['Method', 'POST', true],
      ['Host', null, false],
      ['Path', null, false],
      ['Headers sent', null, false],
    ]);
  });
});
