/** §1 searches for the tracker (src/forms/core/search-report.ts): one per settled query, its length only. */
import { expect } from '@open-wc/testing';
import { createSearchReport } from '../../../src/forms/core/search-report';
import type { UsageEvent } from '../../../src/shared/usage';

describe('forms §1 search reports', () => {
  it('one event per new settled query, none for an empty one or the same one again; the length, never the text', () => {
    const events: UsageEvent[] = [];
    const report = createSearchReport({ flowId: 'f', viewId: 'v', itemId: 'home' }, 'address', (event) => void events.push(event));
    for (const query of ['10 downing', '10 downing ', '', '  ', '10 downing', 'SW1A']) report(query);
    expect(events).to.deep.equal([
      { screen: 'v', action: 'search', section: 'home', context: { flowId: 'f', itemId: 'home', queryLength: 10, search: 'address' } },
      { screen: 'v', action: 'search', section: 'home', context: { flowId: 'f', itemId: 'home', queryLength: 10, search: 'address' } },
      { screen: 'v', action: 'search', section: 'home', context: { flowId: 'f', itemId: 'home', queryLength: 4, search: 'address' } },
    ]);
  });
});
