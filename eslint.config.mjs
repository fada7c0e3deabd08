// One lint configuration for the whole workspace (npm run lint).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// docs/architecture.md, Data access: one style, SQL written out through SqlExecutor. TypeORM keeps
// the entities (their column metadata), the migrations and the pool; its repositories, managers
// and query builders are not for the code to read or write with.
const DATA_ACCESS =
  'SQL is written out through SqlExecutor (docs/architecture.md, Data access); TypeORM keeps the entities, the migrations and the pool.';
const TYPEORM_DATA_ACCESS = [
  { name: 'typeorm', importNames: ['Repository', 'EntityManager', 'SelectQueryBuilder', 'QueryBuilder'], message: DATA_ACCESS },
  { name: '@nestjs/typeorm', importNames: ['InjectRepository', 'InjectEntityManager', 'InjectDataSource'], message: DATA_ACCESS },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'e2e/artifacts/**',
      'coverage/**',
      'frontend/src/api/schema.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
        AbortSignal: 'readonly',
        fetch: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'e2e/**/*.mjs'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', navigator: 'readonly' } },
  },
  {
    // The backend's layering: no import cycles, and core/ (framework, crypto, database plumbing)
    // never reaches into a feature module (CONTRIBUTING.md, Where things live).
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'backend/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { paths: TYPEORM_DATA_ACCESS }],
      'no-restricted-syntax': [
        'error',
        { selector: 'MemberExpression[property.name=/^(getRepository|manager|createQueryBuilder)$/]', message: DATA_ACCESS },
      ],
    },
  },
  {
    files: ['backend/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: TYPEORM_DATA_ACCESS, patterns: [{ group: ['**/modules/**'], message: 'core/ must not import feature modules.' }] },
      ],
    },
  },
  {
    // The executor itself: it takes the pool from TypeORM's DataSource.
    files: ['backend/src/core/database/sql.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'core/ must not import feature modules.' }] }],
    },
  },
);
