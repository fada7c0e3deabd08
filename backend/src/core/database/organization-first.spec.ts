import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

/**
 * docs/architecture.md, Data access: every public method of a repository takes the organization id
 * as its first argument, unless its name says why it cannot — a lookup by credential (how the
 * organization becomes known) or maintenance and worker statements across organizations — or it
 * creates the organization itself.
 */
const EXEMPT_NAME = /(By\w*Hash|ForSignIn|AcrossOrganizations|OfAllOrganizations)$/;
const CREATES_THE_ORGANIZATION = new Set(['AccountsRepository.createAccount', 'OrganizationsRepository.createWithDefaultProject']);

const SRC = join(__dirname, '../..');

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return repositoryFiles(path);
    return entry.name.endsWith('.repository.ts') ? [path] : [];
  });
}

/** `Class.method` → the name of its first parameter (or null), for every public method of every class in the file. */
function publicMethods(path: string): Map<string, string | null> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const methods = new Map<string, string | null>();
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
      const modifiers = ts.getModifiers(member) ?? [];
      if (modifiers.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword || m.kind === ts.SyntaxKind.StaticKeyword)) continue;
      const first = member.parameters[0];
      methods.set(`${node.name.text}.${member.name.text}`, first && ts.isIdentifier(first.name) ? first.name.text : null);
    }
  });
  return methods;
}

describe('repositories', () => {
  const files = repositoryFiles(SRC);

  it('are found (the scan reads the repositories it is meant to)', () => {
    expect(files.map((path) => relative(SRC, path))).toEqual(
      expect.arrayContaining([
        'modules/events/events.repository.ts',
        'modules/ingest/ingest.repository.ts',
        'core/auth/credentials.repository.ts',
      ]),
    );
  });

  it.each(files.map((path) => [relative(SRC, path), path]))(
    '%s: every public method takes organizationId first or says why not',
    (_, path) => {
      const offending = [...publicMethods(path)]
        .filter(([name, first]) => first !== 'organizationId' && !EXEMPT_NAME.test(name) && !CREATES_THE_ORGANIZATION.has(name))
        .map(([name, first]) => `${name}(${first ?? ''})`);
      expect(offending).toEqual([]);
    },
  );
});
