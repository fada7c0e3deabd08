// "Install what is missing": `npm ci` when node_modules does not match package-lock.json.
//
// The check is cheap and errs towards installing: npm records what it installed in
// node_modules/.package-lock.json (the "hidden lockfile"). We run `npm ci` when that file is
// missing, or disagrees with package-lock.json about any package it holds (version, resolved,
// integrity, link), or lacks a package the lock requires on every platform.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, UserError, log, npm, npmCommand, runSync } from './util.mjs';

const FIELDS = ['version', 'resolved', 'integrity', 'link'];

/** Why node_modules needs (re)installing, or null when it matches package-lock.json. */
function installReason(root = ROOT) {
  const lockFile = join(root, 'package-lock.json');
  const hiddenFile = join(root, 'node_modules', '.package-lock.json');
  let lockStat;
  try {
    lockStat = statSync(lockFile);
  } catch {
    throw new UserError('package-lock.json is missing: run `npm install` once to create it.');
  }
  let hiddenStat;
  try {
    hiddenStat = statSync(hiddenFile);
  } catch {
    return statSafe(join(root, 'node_modules')) ? 'node_modules/.package-lock.json is missing' : 'node_modules is missing';
  }
  // A package-lock.json newer than the last install (a pull, a checkout) is compared entry by
  // entry rather than trusted by date: git rewrites files without changing them.
  const lockIsNewer = hiddenStat.mtimeMs < lockStat.mtimeMs;

  let lock, hidden;
  try {
    lock = JSON.parse(readFileSync(lockFile, 'utf8')).packages ?? {};
    hidden = JSON.parse(readFileSync(hiddenFile, 'utf8')).packages ?? {};
  } catch (err) {
    return `a lockfile does not parse (${err.message})`;
  }
  const why = diff(lock, hidden);
  return why && lockIsNewer ? `package-lock.json changed since the last install (${why})` : why;
}

function diff(lock, hidden) {
  for (const [path, entry] of Object.entries(hidden)) {
    const want = lock[path];
    if (!want) return `${path} is installed but not in package-lock.json`;
    for (const f of FIELDS) if ((want[f] ?? null) !== (entry[f] ?? null)) return `${path}: ${f} differs from package-lock.json`;
  }
  for (const [path, want] of Object.entries(lock)) {
    // Optional packages for other platforms and extraneous entries are legitimately absent.
    if (path === '' || hidden[path] || want.optional || want.extraneous || want.peer) continue;
    return `${path} is in package-lock.json but not installed`;
  }
  return null;
}

function statSafe(p) {
  try {
    return statSync(p);
  } catch {
    return null;
  }
}

/**
 * Refuses a package-lock.json that `npm ci` would refuse ("not in sync"), in well under a second:
 * `npm ci --dry-run` checks the lock against the manifests without touching node_modules. This
 * runs even when node_modules already matches, so a lock broken by a later `npm install` fails
 * `npm start`, `npm test` and CI at once instead of on the next clean clone.
 */
export function checkLock(root = ROOT) {
  const { cmd, pre } = npmCommand();
  const { code, stdout, stderr } = runSync(cmd, [...pre, 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) {
    process.stderr.write(stdout + stderr);
    throw new UserError('`npm ci` refuses package-lock.json (see its output above): rewrite it with `npm run lock`, then commit it.');
  }
  // A locked package that declares a newer Node than the README's (20.19) may not run on it.
  const unsupported = [...new Set([...(stdout + stderr).matchAll(/EBADENGINE\s+package: '([^']+)'/g)].map((match) => match[1]))];
  if (unsupported.length > 0) {
    throw new UserError(
      `package-lock.json holds packages that do not support this Node.js (${process.version}): ${unsupported.join(', ')}. ` +
        'Pin versions that do (root package.json "overrides"), then `npm run lock`.',
    );
  }
}

/** Checks the lock, then runs `npm ci` if node_modules does not match it; prints what it decided. */
export async function ensureInstalled(root = ROOT) {
  checkLock(root);
  const reason = installReason(root);
  if (!reason) {
    log('dependencies: node_modules matches package-lock.json (no install needed)');
    return;
  }
  log(`dependencies: ${reason}; running npm ci`);
  const { code } = await npm(['ci', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) throw new UserError(`npm ci failed (exit ${code}); see its output above.`);
}
