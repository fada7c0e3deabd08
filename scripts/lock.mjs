#!/usr/bin/env node
// `npm run lock`: rewrites package-lock.json from the manifests so that `npm ci` accepts it.
//
// Why not plain `npm install`: the registry this project installs from serves only some
// platforms' builds of native packages (@swc/core-darwin-*, @nx/nx-win32-*, @unrs/resolver-
// binding-*, …). `npm install` then writes a lock whose entries name those optional builds without
// holding them, and `npm ci` refuses that lock as "not in sync". This script drops each optional
// dependency the lock does not hold from the entry that names it (no platform loses anything it
// could install from here), then checks the result with `npm ci --dry-run`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLock } from './lib/install.mjs';
import { ROOT, log, main, npm } from './lib/util.mjs';

/** Removes optionalDependencies the lock holds no package for; returns the names removed. */
function pruneLockHoles(lock) {
  const held = new Set(Object.keys(lock.packages).map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)));
  const removed = new Set();
  for (const entry of Object.values(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (held.has(name)) continue;
      delete entry.optionalDependencies[name];
      removed.add(name);
    }
  }
  return [...removed];
}

main(async () => {
  const { code } = await npm(['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund']);
  if (code !== 0) return code;
  const file = join(ROOT, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const removed = pruneLockHoles(lock);
  writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
  log(`package-lock.json: ${removed.length} optional platform builds the registry does not serve left out`);
  checkLock();
  log('package-lock.json: npm ci accepts it');
  return 0;
});
