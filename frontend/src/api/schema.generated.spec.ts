// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { committedApiTypes, generateApiTypes } from '../../scripts/api-types.mjs';

describe('the generated API types', () => {
  it('are what backend/openapi.json gives now, in the dashboard and the CLI (else run npm run sync:openapi and commit)', async () => {
    const generated = await generateApiTypes();
    const committed: string[] = committedApiTypes();
    expect(committed).toHaveLength(2);
    for (const types of committed) expect(types).toBe(generated);
  });
});
