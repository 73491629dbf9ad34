// Loads every demo/fixtures/*.json once at start; routes read them by file name.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export class FixtureError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = 'FixtureError';
  }
}

export function loadFixtures(dir) {
  const fixtures = {};
  if (!existsSync(dir)) return fixtures;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    try {
      fixtures[basename(file, '.json')] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new FixtureError(`demo fixture ${file} is not valid JSON: ${error.message}`, { cause: error });
    }
  }
  return fixtures;
}
