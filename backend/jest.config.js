// Unit tests beside the code (*.spec.ts); integration tests against real PostgreSQL, Redis and HTTP (test/integration).
// NestJS 12 and a few of its dependencies ship ES modules; Jest's CommonJS runtime on Node 20 cannot
// require them, so SWC compiles every installed "type": "module" package as well.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

function esmPackages(root) {
  const names = [];
  for (const entry of readdirSync(root)) {
    const scoped = entry.startsWith('@');
    for (const name of scoped ? readdirSync(join(root, entry)).map((child) => `${entry}/${child}`) : [entry]) {
      try {
        if (JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')).type === 'module') names.push(name);
      } catch {
        // not a package
      }
    }
  }
  return names;
}

const esm = [...new Set([...esmPackages(join(__dirname, '../node_modules')), ...esmPackages(join(__dirname, 'node_modules'))])];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transform = { '^.+\\.(ts|js|mjs)$': ['@swc/jest'] };
const transformIgnorePatterns = [`/node_modules/(?!(${esm.map(escape).join('|')})/)`];

// Packages whose exports offer only an `import` condition, which Jest's CommonJS resolver does not take: their ES module file, by path.
const importOnly = (name, file) => {
  const hoisted = join(__dirname, '../node_modules', name, file);
  return existsSync(hoisted) ? hoisted : join(__dirname, 'node_modules', name, file);
};
const moduleNameMapper = { '^@octokit/webhooks-methods$': importOnly('@octokit/webhooks-methods', 'dist-node/index.js') };

const common = { testEnvironment: 'node', transform, transformIgnorePatterns, moduleNameMapper };

module.exports = {
  testTimeout: 30000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
