// `npm start`'s demo defaults (scripts/lib/demo-env.mjs), over every combination of what a user may set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoEnv, exposureNote } from '../../scripts/lib/demo-env.mjs';

const choices = {
  HOST: [undefined, '0.0.0.0', '10.1.2.3'],
  ALLOW_PRIVATE_DESTINATIONS: [undefined, 'true', 'false'],
  SIGNUP_ENABLED: [undefined, 'true', 'false'],
  DEMO_ECHO: [undefined, 'false'],
};

function* combinations(entries = Object.entries(choices), env = {}) {
  if (entries.length === 0) return yield env;
  const [[name, values], ...rest] = entries;
  for (const value of values) yield* combinations(rest, value === undefined ? env : { ...env, [name]: value });
}

describe('npm start demo defaults', () => {
  it('listen on 127.0.0.1 unless HOST is set whenever they allow private destinations or open sign-up, and say so', () => {
    let checked = 0;
    for (const given of combinations()) {
      const decided = demoEnv(given);
      const { env } = decided;
      const demoDefaults = given.ALLOW_PRIVATE_DESTINATIONS === undefined || given.SIGNUP_ENABLED === undefined;
      // what the user set is kept
      for (const [name, value] of Object.entries(given)) assert.equal(env[name], value, name);
      assert.equal(env.ALLOW_PRIVATE_DESTINATIONS, given.ALLOW_PRIVATE_DESTINATIONS ?? 'true');
      assert.equal(env.DEMO_ECHO, given.DEMO_ECHO ?? 'true');
      assert.equal(env.HOST, given.HOST ?? (demoDefaults ? '127.0.0.1' : undefined));
      const note = exposureNote(decided);
      if (!demoDefaults) assert.equal(note, null);
      else if (given.HOST) assert.match(note, new RegExp(`Listening on ${given.HOST.replace(/\./g, '\\.')} with demo defaults`));
      else assert.match(note, /^Listening on 127\.0\.0\.1 only/);
      checked += 1;
    }
    assert.equal(checked, 3 * 3 * 3 * 2);
  });
});
