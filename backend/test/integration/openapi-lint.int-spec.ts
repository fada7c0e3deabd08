import { Document, Spectral } from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed document (kept equal to the served one by openapi.int-spec) against Spectral's OpenAPI ruleset. */
describe('the OpenAPI document under Spectral', () => {
  it('has no errors and no warnings under the spectral:oas ruleset', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const text = readFileSync(join(__dirname, '../../openapi.json'), 'utf8');
    const results = await spectral.run(new Document(text, Parsers.Json, 'openapi.json'));
    const found = results.filter((r) => r.severity <= 1).map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(found).toEqual([]);
  });
});
