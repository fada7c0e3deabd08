// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { committedApiTypes, generateApiTypes } from '../../scripts/api-types.mjs';

describe('the generated API types', () => {
  it('are what backend/openapi.json gives now (else run npm run sync:openapi and commit)', async () => {
    expect(committedApiTypes()).toBe(await generateApiTypes());
  });
});
