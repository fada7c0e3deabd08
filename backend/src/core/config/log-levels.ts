import type { LogLevel } from '@nestjs/common';
import type { AppConfig } from './app-config';

/** Nest's logger levels for LOG_LEVEL (Nest says `log` where we say `info`). */
export function logLevels(config: AppConfig): LogLevel[] {
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug'];
  const index = { fatal: 0, error: 1, warn: 2, info: 3, debug: 4 }[config.logLevel];
  return order.slice(0, index + 1);
}
