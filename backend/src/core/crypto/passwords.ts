import * as argon2 from 'argon2';
import type { AppConfig } from '../config/app-config';

type Argon2Options = argon2.HashOptions & { raw?: false };

/** argon2id at the library's defaults: 64 MiB, 3 passes, 4 lanes (above OWASP's minimum of 19 MiB, 2 passes). */
const STANDARD: Argon2Options = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 };
/**
 * `NODE_ENV=test` only: 1 MiB, 1 pass, 1 lane: 64 times less memory and a third of the passes. The test suites create a few
 * thousand accounts and sign-ins, and at the standard cost (~100–250 ms of CPU a hash on this
 * project's 2-core machines) hashing was most of their time. The algorithm, the encoded form and
 * every code path are the same; a hash names its own parameters, so verifying is unaffected.
 */
const TEST: Argon2Options = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Hashes and checks account passwords (argon2id); one per process, from the configuration. */
export class PasswordHasher {
  private readonly options: Argon2Options;
  private dummy?: Promise<string>;

  constructor(config: Pick<AppConfig, 'nodeEnv'>) {
    this.options = config.nodeEnv === 'test' ? TEST : STANDARD;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /**
   * Whether `password` matches `hash`. Without a hash (no such account, or none with a password) it
   * verifies against a hash of its own, so an unknown email costs what a wrong password does, and
   * answers false.
   */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.dummy ??= this.hash('hookyard-dummy-password');
    const valid = await argon2.verify(hash ?? (await this.dummy), password);
    return Boolean(hash) && valid;
  }
}
