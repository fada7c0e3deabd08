// Every repository path a document names in backticks must exist, so that a reader who follows one
// finds it. Checks README.md, CONTRIBUTING.md and docs/*.md; part of `npm run lint`.
// A path is a backticked word that starts with one of the repository's top-level folders (or is a
// contains no placeholder (`…`, `<`, `*`, `{`, `$`). A path git ignores (an output such as
// `e2e/screenshots/`) may be absent.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOP = ['backend/', 'frontend/', 'e2e/', 'bench/', 'scripts/', 'docs/', 'docker/', '.ci/'];
const PLACEHOLDER = /[…<>*{}$ ]|\.\.\./;

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The repository paths a document's text names in backticks, with their line numbers. */
function namedPaths(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const [, code] of line.matchAll(/`([^`\n]+)`/g)) {
      const path = code.replace(/[.,:;)]+$/, '').replace(/:\d+$/, '');
      if (TOP.some((top) => path.startsWith(top)) && !PLACEHOLDER.test(path)) found.push({ path, line: index + 1 });
    }
  });
  return found;
}

function ignored(path) {
  try {
    execFileSync('git', ['check-ignore', '-q', path], { cwd: ROOT });
    return true;
  } catch {
    return false;
  }
}

const missing = documents.flatMap((document) =>
  namedPaths(readFileSync(join(ROOT, document), 'utf8'))
    .filter(({ path }) => !existsSync(join(ROOT, path)) && !ignored(path))
    .map(({ path, line }) => `${document}:${line}: \`${path}\` does not exist`),
);
if (missing.length > 0) {
  console.error(`Paths named in the docs that are not in the repository:\n${missing.join('\n')}`);
  process.exit(1);
}
