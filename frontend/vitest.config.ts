import { defineConfig } from 'vitest/config';

// Component and hook tests in a DOM (jsdom); a file can ask for node with `// @vitest-environment node`.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
