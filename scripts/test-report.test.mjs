// failuresOf (scripts/lib/test-report.mjs) on the reports jest and vitest really write: each runner
// runs a planted tree of one passing test, one failing test and one file that fails to load.
// Run by `npm run lint` (node --test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { failuresOf } from './lib/test-report.mjs';

const BIN = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin');
const trees = [];
after(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A tree with a passing test, a failing one (its message on two lines, coloured) and a file that throws as it loads. */
function plantedTree(suffix, imports) {
  const dir = mkdtempSync(join(tmpdir(), 'hookyard-report-'));
  trees.push(dir);
  writeFileSync(
    join(dir, `math.${suffix}`),
    `${imports}
describe('math', () => {
  it('adds', () => expect(1 + 1).toBe(2));
  it('subtracts', () => { throw new Error('\\u001b[31mwrong sign\\u001b[39m\\nsecond line'); });
});`,
  );
  writeFileSync(join(dir, `broken.${suffix}`), `${imports}\nthrow new Error('cannot load');`);
  return dir;
}

function report(command, args, dir) {
  const file = join(dir, 'report.json');
  spawnSync(join(BIN, command), [...args, file], { cwd: dir, encoding: 'utf8' });
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('failuresOf', () => {
  it("names a vitest report's failed test with its first error line, and a file that failed to load", () => {
    const dir = plantedTree('spec.mjs', "import { describe, expect, it } from 'vitest';");
    const lines = failuresOf('frontend', report('vitest', ['run', '--root', dir, '--reporter=json', '--outputFile.json'], dir), dir);
    assert.deepEqual(lines.sort(), [
      'frontend: broken.spec.mjs: cannot load',
      'frontend: math.spec.mjs › math subtracts: Error: wrong sign',
    ]);
  });

  it("names a jest report's failed test likewise", () => {
    const dir = plantedTree('test.js', '');
    const lines = failuresOf('backend', report('jest', ['--config', '{}', '--rootDir', dir, '--json', '--outputFile'], dir), dir);
    assert.equal(lines.length, 2);
    assert.ok(lines.includes('backend: math.test.js › math subtracts: Error: wrong sign'), lines.join('\n'));
    assert.ok(
      lines.some((line) => line.startsWith('backend: broken.test.js: ') && line.includes('cannot load')),
      lines.join('\n'),
    );
  });

  it('names nothing when every test passed', () => {
    assert.deepEqual(failuresOf('frontend', { testResults: [{ name: '/x/a.spec.ts', status: 'passed', assertionResults: [] }] }, '/x'), []);
  });
});
