// The comparisons that make `npm run build` fail when custom-elements.json and the code disagree.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attributeProblems, declaredEvents, eventProblems, importedFeatures } from '../../scripts/manifest-check.mjs';

const attr = (name, text) => ({ name, type: { text } });
const observed = {
  'api-base': { kind: 'string' },
  'flow-id': { kind: 'string' },
  timeout: { kind: 'number' },
  'read-only': { kind: 'boolean' },
  'extra-params': { kind: 'json' },
  mode: { kind: 'oneOf', values: ['redirect', 'popup'] },
};
const documented = [
  attr('api-base', 'string'),
  attr('flow-id', 'string'),
  attr('timeout', 'number'),
  attr('read-only', 'boolean'),
  attr('extra-params', 'object'),
  attr('mode', '"popup" | "redirect"'),
];

describe('manifest check: attributes', () => {
  it('agrees when every observed attribute is documented with its type', () => {
    assert.deepEqual(attributeProblems('fin-x', observed, documented), []);
  });

  it('names an observed attribute without @attr, and an @attr nothing observes', () => {
    const problems = attributeProblems('fin-x', observed, [...documented.filter((entry) => entry.name !== 'timeout'), attr('colour', 'string')]);
    assert.deepEqual(problems, ['<fin-x>: attribute "timeout" is observed but has no @attr tag', '<fin-x>: @attr colour is not an observed attribute']);
  });

  it('names a type that disagrees, oneOf values included', () => {
    const problems = attributeProblems('fin-x', observed, [
      ...documented.filter((entry) => !['timeout', 'mode', 'extra-params'].includes(entry.name)),
      attr('timeout', 'string'),
      attr('mode', '"redirect" | "popup" | "frame"'),
      attr('extra-params', 'string'),
    ]);
    assert.deepEqual(problems, [
      '<fin-x>: @attr {string} timeout should be {number}',
      '<fin-x>: @attr {string} extra-params should be an object or array type',
      '<fin-x>: @attr {"redirect" | "popup" | "frame"} mode should be {"redirect" | "popup"}',
    ]);
  });
});

describe('manifest check: events', () => {
  const maps = { shared: ['fin-error'], ticket: ['fin-ticket-open', 'fin-ticket-close'], forms: ['fin-form-complete'] };
  const features = { 'fin-ticket': ['ticket'], 'fin-chargeback': ['ticket'], 'fin-form': ['forms'] };

  it('agrees when each feature event is documented by one of its elements', () => {
    const fires = { 'fin-ticket': ['fin-ticket-open', 'fin-ticket-close', 'fin-error'], 'fin-chargeback': ['fin-error'], 'fin-form': ['fin-form-complete'] };
    assert.deepEqual(eventProblems(fires, maps, features), []);
  });

  it('names an @fires event no reachable map declares, and a declared event nobody documents', () => {
    const fires = { 'fin-ticket': ['fin-ticket-open', 'fin-form-complete'], 'fin-chargeback': [], 'fin-form': ['fin-form-complete'] };
    assert.deepEqual(eventProblems(fires, maps, features), [
      '<fin-ticket>: @fires fin-form-complete is in no FinEventMap it can reach (src/shared/events.ts, src/ticket/events.ts)',
      'src/ticket/events.ts: fin-ticket-close has no @fires tag on <fin-ticket> or <fin-chargeback>',
    ]);
  });

  it('reads event names from a FinEventMap augmentation and features from element imports', () => {
    const map = "declare module '../shared/events' {\n  interface FinEventMap {\n    /** x */\n    'fin-a-b': { a: string };\n    'fin-c': Detail;\n  }\n}";
    assert.deepEqual(declaredEvents(map), ['fin-a-b', 'fin-c']);
    const element = "import { x } from '../src/ticket/ui/styles';\nimport { y } from '../src/shared/events';\nimport { z } from '../src/ticket/constants';";
    assert.deepEqual(importedFeatures(element), ['ticket']);
  });
});
