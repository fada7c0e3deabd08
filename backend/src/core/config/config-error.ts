import type { EnvName } from './env-vars';

export class ConfigError extends Error {}

/** Refuses the variable `name`, saying why (never its value when it may hold a secret). */
export function fail(name: EnvName, message: string): never {
  throw new ConfigError(`Invalid configuration: ${name} ${message}`);
}
