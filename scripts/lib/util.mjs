// Small helpers shared by the repo scripts. Node built-ins only: these run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = join(ROOT, '.data');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : s);
export const bold = (s) => paint('1', s);
const dim = (s) => paint('2', s);

/** One line of progress, prefixed so it stands out from the tools' own output. */
export function log(msg) {
  console.log(`${paint('36', '[hookyard]')} ${msg}`);
}
export function warn(msg) {
  console.error(`${paint('33', '[hookyard]')} ${msg}`);
}

/** An error whose message is meant for the person at the terminal; printed without a stack. */
export class UserError extends Error {}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Absolute path of an executable on PATH, or null. */
export function which(cmd, pathEnv = process.env.PATH ?? '') {
  for (const dir of pathEnv.split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, cmd);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** The npm executable that runs this script (npm sets npm_execpath), else `npm` on PATH. */
export function npmCommand() {
  const execPath = process.env.npm_execpath;
  if (execPath && /npm-cli\.js$/.test(execPath)) return { cmd: process.execPath, pre: [execPath] };
  return { cmd: process.platform === 'win32' ? 'npm.cmd' : 'npm', pre: [] };
}

/**
 * Run a command with inherited stdio; resolves with its exit code (never rejects on a non-zero
 * exit). `capture: true` collects stdout instead of printing it. `timeoutMs` runs it in its own
 * process group, so the whole tree (npm → sh → jest …) is stopped when time runs out, or when we
 * get SIGINT/SIGTERM (then we exit too).
 */
export function run(cmd, args, { env = process.env, cwd = ROOT, capture = false, quiet = false, display, timeoutMs } = {}) {
  if (!quiet) log(dim(`$ ${display ?? [cmd, ...args].map(shellQuote).join(' ')}`));
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, {
      cwd,
      env,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
      detached: Boolean(timeoutMs),
    });
    let out = '';
    if (capture) child.stdout.on('data', (d) => (out += d));
    let timer;
    let interrupted = null;
    const killGroup = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        /* already gone */
      }
    };
    const onSignal = (sig) => {
      interrupted = sig;
      killGroup(sig);
    };
    if (timeoutMs) {
      timer = setTimeout(() => {
        warn(`${display ?? cmd} did not finish within ${Math.round(timeoutMs / 1000)} s; stopping it`);
        killGroup('SIGTERM');
        setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
      }, timeoutMs);
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      if (interrupted) {
        killGroup('SIGTERM'); // what ignored the signal (background jobs of a shell)
        process.exit(128 + signalNumber(interrupted));
      }
      resolvePromise({ code: code ?? 128 + signalNumber(signal), stdout: out });
    });
  });
}

export function npm(args, opts = {}) {
  const { cmd, pre } = npmCommand();
  return run(cmd, [...pre, ...args], { display: ['npm', ...args].join(' '), ...opts });
}

/** spawnSync with captured output; for short helper commands (id, pg_isready, …). */
export function runSync(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  return { code: r.status ?? (r.error ? 127 : 1), stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
}

export function shellQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${String(s).replace(/'/g, `'\\''`)}'`;
}

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 };
export function signalNumber(signal) {
  return SIGNALS[signal] ?? 1;
}

/** A connection URL with its password replaced, for printing. */
export function maskUrl(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '****';
    return u.toString();
  } catch {
    return url;
  }
}

/** Run main(), print a UserError as one clear message, and exit non-zero on failure. */
export function main(fn) {
  fn().then(
    (code) => process.exit(typeof code === 'number' ? code : 0),
    (err) => {
      if (err instanceof UserError) console.error(`\n${paint('31', '[hookyard]')} ${err.message}\n`);
      else console.error(err);
      process.exit(1);
    },
  );
}
