import { expect } from '@open-wc/testing';
import { consoleLogger, LOG_PREFIX } from '../../src/shared/logger';

describe('logger: the console, with one prefix', () => {
  const cases: ['info' | 'warn' | 'error', string, unknown[]][] = [
    ['info', 'tracker (dry-run, not sent):', [{ id: 'e1' }]],
    ['warn', 'IndexedDB is unavailable.', []],
    ['error', '<fin-ticket> needs a ticket-id attribute.', []],
    ['warn', 'with details', [{ a: 1 }, 2]],
  ];
  for (const [level, message, details] of cases) {
    it(`${level}: "${LOG_PREFIX} ${message}" and the details as they are`, () => {
      const calls: unknown[][] = [];
      const original = console[level];
      console[level] = (...args: unknown[]) => void calls.push(args);
      try {
        consoleLogger[level](message, ...details);
      } finally {
        console[level] = original;
      }
      expect(calls).to.deep.equal([[`FinWidgets: ${message}`, ...details]]);
    });
  }
});
