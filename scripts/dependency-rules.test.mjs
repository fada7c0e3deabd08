// The order of the backend's feature folders (.dependency-cruiser.cjs, run by `npm run lint`) is
// checked on planted trees: each test writes a few files into a temporary backend/src, runs
// depcruise there with the project's configuration and reads which rules it broke. Run by
// `npm run lint` (node --test scripts/dependency-rules.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const { MAY_IMPORT } = createRequire(import.meta.url)(CONFIG);

const trees = [];
after(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * Writes `files` (path under backend/src → the modules it imports, relative to backend/src) and
 * answers the names of the rules depcruise reports broken there.
 */
function brokenRules(files) {
  const dir = mkdtempSync(join(tmpdir(), 'hookyard-depcruise-'));
  trees.push(dir);
  for (const [path, imports] of Object.entries(files)) {
    const file = join(dir, 'backend/src', path);
    mkdirSync(dirname(file), { recursive: true });
    const lines = imports.map((target, i) => {
      const specifier = relative(dirname(file), join(dir, 'backend/src', target));
      return `import { value as v${i} } from '${specifier.startsWith('.') ? specifier : `./${specifier}`}';\nexport const use${i} = v${i};`;
    });
    writeFileSync(file, `${lines.join('\n')}\nexport const value = 1;\n`);
  }
  // The `err` output, as `npm run lint` prints it: one `error <rule>: …` line per violation, and
  // a non-zero exit when there is one.
  const run = spawnSync(DEPCRUISE, ['backend/src', '--config', CONFIG, '--output-type', 'err'], { cwd: dir, encoding: 'utf8' });
  assert.match(run.stdout, /dependency violations|no dependency violations/, `depcruise did not run: ${run.stderr}`);
  const broken = [...new Set([...run.stdout.matchAll(/^\s+error ([a-z-]+):/gm)].map(([, rule]) => rule))].sort();
  assert.equal(run.status === 0, broken.length === 0, `exit ${run.status} with ${broken.join(', ') || 'no violation'}`);
  return broken;
}

describe('the feature order (.dependency-cruiser.cjs)', () => {
  it('accepts imports along the order', () => {
    assert.deepEqual(
      brokenRules({
        'modules/stats/stats.repository.ts': ['modules/events/event-status.repository'],
        'modules/events/events.service.ts': ['core/http/json'],
        'modules/ingest/ingest.service.ts': ['modules/stats/stats.repository', 'modules/events/events.service'],
        'core/http/json.ts': [],
      }),
      [],
    );
  });

  it('fails on a planted cycle between two features, also through a subfolder', () => {
    assert.deepEqual(
      brokenRules({
        'modules/events/dto/event.dto.ts': ['modules/ingest/ingest.service'],
        'modules/ingest/ingest.service.ts': ['modules/events/events.service'],
        'modules/events/events.service.ts': [],
      }),
      ['no-feature-cycle', 'order-events'],
    );
  });

  it('fails on a cycle through three features', () => {
    assert.deepEqual(
      brokenRules({
        'modules/stats/a.ts': ['modules/endpoints/b'],
        'modules/endpoints/b.ts': ['modules/deliveries/c'],
        'modules/deliveries/c.ts': ['modules/stats/a'],
      }),
      ['no-feature-cycle', 'order-endpoints', 'order-stats'],
    );
  });

  it('fails on one import against the order, with no cycle', () => {
    assert.deepEqual(brokenRules({ 'modules/events/a.ts': ['modules/stats/b'], 'modules/stats/b.ts': [] }), ['order-events']);
  });

  it('fails on a feature folder the order does not name, and on core importing a feature', () => {
    assert.deepEqual(
      brokenRules({
        'modules/billing/billing.service.ts': ['modules/events/a'],
        'modules/events/a.ts': [],
        'core/http/x.ts': ['modules/events/a'],
      }),
      ['core-imports-no-feature', 'no-unknown-feature'],
    );
  });
});

describe('docs/architecture.md, Module map', () => {
  it('names every feature folder with what the order lets it import', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const map = doc.slice(doc.indexOf('## Module map'), doc.indexOf('\n## ', doc.indexOf('## Module map') + 1));
    const rows = [...map.matchAll(/^\| `modules\/([a-z-]+)\/` \|[^|]*\| ([^|]*) \|$/gm)].map(([, feature, imports]) => [
      feature,
      [...imports.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name).sort(),
    ]);
    const expected = Object.entries(MAY_IMPORT).map(([feature, allowed]) => [feature, [...allowed].sort()]);
    assert.deepEqual(Object.fromEntries(rows), Object.fromEntries(expected));
  });
});
