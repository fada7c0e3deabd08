// The order of the backend's feature folders (docs/architecture.md, "Module map"): each feature
// of backend/src/modules/ may import the features listed for it and nothing else from modules/.
// The list is a DAG from the bottom up, so an import against it or a cycle between two folders
// fails `npm run lint` (`depcruise`); scripts/dependency-rules.test.mjs plants one to prove it.
// core/ imports no feature at all (an eslint rule says so too).
const MAY_IMPORT = {
  organizations: [],
  transformations: [],
  health: [],
  demo: [],
  auth: ['organizations'],
  members: ['auth', 'organizations'],
  sso: ['auth', 'organizations'],
  'api-keys': ['organizations'],
  events: [],
  'audit-log': [],
  stats: ['events'],
  endpoints: ['organizations', 'events', 'stats', 'transformations'],
  verification: ['endpoints'],
  routing: ['endpoints', 'verification', 'transformations'],
  listeners: ['endpoints'],
  deliveries: ['endpoints', 'events', 'listeners', 'stats', 'transformations'],
  notifications: ['deliveries', 'endpoints', 'events', 'stats'],
  ingest: ['deliveries', 'endpoints', 'events', 'stats', 'verification'],
  operations: ['deliveries', 'events'],
  maintenance: ['audit-log', 'events', 'stats'],
};

const MODULES = '^backend/src/modules/';
const others = (feature) => Object.keys(MAY_IMPORT).filter((name) => name !== feature && !MAY_IMPORT[feature].includes(name));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycle',
      comment: 'Two feature folders of backend/src/modules/ import each other, directly or through others.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${MODULES}[^/]+$` },
      to: { circular: true, path: `${MODULES}[^/]+$` },
    },
    {
      name: 'no-unknown-feature',
      comment: 'A folder of backend/src/modules/ that the order in .dependency-cruiser.cjs does not name: give it its place.',
      severity: 'error',
      from: { path: MODULES, pathNot: `${MODULES}(${Object.keys(MAY_IMPORT).join('|')})/` },
      to: {},
    },
    ...Object.keys(MAY_IMPORT).map((feature) => ({
      name: `order-${feature}`,
      comment: `modules/${feature}/ may import only ${MAY_IMPORT[feature].join(', ') || 'core/'} (the module map in docs/architecture.md).`,
      severity: 'error',
      from: { path: `${MODULES}${feature}/` },
      to: { path: `${MODULES}(${others(feature).join('|')})/` },
    })),
    {
      name: 'core-imports-no-feature',
      severity: 'error',
      from: { path: '^backend/src/core/' },
      to: { path: MODULES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};

// For scripts/dependency-rules.test.mjs (the module map in docs/architecture.md must match it); not
// enumerable, since depcruise refuses unknown keys.
Object.defineProperty(module.exports, 'MAY_IMPORT', { value: MAY_IMPORT, enumerable: false });
