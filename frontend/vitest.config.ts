import { defineConfig } from 'vitest/config';

// Component and hook tests in a DOM (jsdom); a file can ask for node with `// @vitest-environment node`.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // One environment and module cache per worker, not per file: building a jsdom and importing React,
    // the router and the query client again for each of ~50 files was most of the run (70 s → 15 s
    // on 2 cores). Every file that renders cleans up after its tests, and test-setup.ts empties the
    // document and storage after each file; the suite passes in shuffled file orders
    // (`npx vitest run --sequence.shuffle.files`).
    isolate: false,
    // A test's own bound, not vitest's 5 s: the schema check (0.8 s alone) and the layout's renders
    // took 5–12 s with the backend's integration suites on the same 2 cores, and a test cut off
    // mid-render leaves its successor a document it did not expect.
    testTimeout: 15_000,
  },
});
