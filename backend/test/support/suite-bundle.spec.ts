import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSuites } from './suite-bundle';
import { BUNDLES } from './test-env';

const partsOf = (parts: number, files?: string[]) => Array.from({ length: parts }, (_, i) => bundleSuites(i + 1, parts, files));

describe('the bundles of npm test', () => {
  it('run every suite exactly once, whatever the suites and the number of bundles', () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z-]{0,20}$/), { maxLength: 120 });
    fc.assert(
      fc.property(names, fc.integer({ min: 1, max: 8 }), (names, parts) => {
        const files = names.map((name) => `/suites/${name}.int-spec.ts`);
        const bundles = partsOf(parts, files);
        expect(bundles.flat().sort()).toEqual([...files].sort());
      }),
    );
  });

  it('take every integration suite on disk into one of the bundles', () => {
    const onDisk = readdirSync(join(__dirname, '../integration')).filter((file) => file.endsWith('.int-spec.ts'));
    expect(onDisk.length).toBeGreaterThan(80);
    const bundled = partsOf(BUNDLES)
      .flat()
      .map((file) => file.slice(file.lastIndexOf('/') + 1));
    expect(bundled.sort()).toEqual(onDisk.sort());
  });

  it('share the suites so that no bundle carries much more than its share', () => {
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => `/suites/${name}.int-spec.ts`);
    // all at the default weight: 8 suites in 4 bundles are 2 each
    expect(partsOf(4, files).map((bundle) => bundle.length)).toEqual([2, 2, 2, 2]);
  });
});
