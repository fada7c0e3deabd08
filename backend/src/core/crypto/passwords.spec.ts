import fc from 'fast-check';
import { PasswordHasher } from './passwords';

describe('PasswordHasher', () => {
  const testing = new PasswordHasher({ nodeEnv: 'test' });

  it('hashes with argon2id at the standard cost outside NODE_ENV=test, and that hash verifies anywhere', async () => {
    for (const nodeEnv of ['production', 'development'] as const) {
      const hash = await new PasswordHasher({ nodeEnv }).hash('correct horse');
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
      // a hash names its own parameters: the test-cost hasher checks it at the standard cost
      expect(await testing.verify(hash, 'correct horse')).toBe(true);
      expect(await testing.verify(hash, 'correct horsE')).toBe(false);
    }
  });

  it('hashes with argon2id at the test cost under NODE_ENV=test', async () => {
    expect(await testing.hash('correct horse')).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
  });

  it('accepts the password it hashed and nothing else, and answers false without a hash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), async (password, other) => {
        fc.pre(password !== other);
        const hash = await testing.hash(password);
        expect(await testing.verify(hash, password)).toBe(true);
        expect(await testing.verify(hash, other)).toBe(false);
        expect(await testing.verify(null, password)).toBe(false);
        expect(await testing.verify(undefined, 'hookyard-dummy-password')).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});
