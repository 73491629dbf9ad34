/** A Logger that keeps what it is told, for assertions without touching the console. */
import type { Logger } from '../../src/shared/logger';

export function recordingLogger(): Logger & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, info: () => undefined, warn: (message) => void warnings.push(message), error: (message) => void errors.push(message) };
}
