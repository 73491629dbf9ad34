/** Search modes and the feedback widget's states, as tables (§4.9, §5). */
import { expect } from '@open-wc/testing';
import { canSend, feedbackReducer, initialFeedback, widgetVisible } from '../../../src/help-centre/core/feedback';
import type { FeedbackAction, FeedbackState } from '../../../src/help-centre/core/feedback';
import { initialSearch, parseCompletion, plainCompletion, searchReducer } from '../../../src/help-centre/core/search';
import type { SearchAction, SearchState } from '../../../src/help-centre/core/search';

const run = <S, A>(reducer: (state: S, action: A) => S, state: S, actions: A[]): S => actions.reduce(reducer, state);

describe('help centre: search modes', () => {
  const cases: [string, SearchAction[], Pick<SearchState, 'mode' | 'query'>][] = [
    ['starts in none', [], { mode: 'none', query: '' }],
    ['typing waits for the debounce', [{ type: 'input', text: 'card' }], { mode: 'none', query: '' }],
    ['the debounce gives autocomplete', [{ type: 'input', text: 'card' }, { type: 'debounced', text: 'card ' }], { mode: 'autocomplete', query: 'card' }],
    ['Enter gives results', [{ type: 'input', text: 'card' }, { type: 'submit', text: 'card' }], { mode: 'results', query: 'card' }],
    ['a late debounce keeps the results', [{ type: 'submit', text: 'card' }, { type: 'debounced', text: 'card' }], { mode: 'results', query: 'card' }],
    ['a pick gives results for its plain text', [{ type: 'debounced', text: 'ca' }, { type: 'pick', text: 'my {ca}rd' }], { mode: 'results', query: 'my card' }],
    ['a blank query resets', [{ type: 'submit', text: 'card' }, { type: 'input', text: '  ' }], { mode: 'none', query: '' }],
    ['a blank submit resets', [{ type: 'debounced', text: 'card' }, { type: 'submit', text: ' ' }], { mode: 'none', query: '' }],
    ['Cancel returns to none and clears', [{ type: 'submit', text: 'card' }, { type: 'cancel' }], { mode: 'none', query: '' }],
    ['Escape on the completions closes them', [{ type: 'input', text: 'card' }, { type: 'debounced', text: 'card' }, { type: 'dismiss' }], { mode: 'none', query: '' }],
    ['Escape leaves results as they are', [{ type: 'submit', text: 'card' }, { type: 'dismiss' }], { mode: 'results', query: 'card' }],
  ];
  for (const [name, actions, expected] of cases) {
    it(name, () => {
      const { mode, query } = run(searchReducer, initialSearch(), actions);
      expect({ mode, query }).to.deep.equal(expected);
    });
  }

  it('Escape on the completions keeps the text', () => {
    expect(run(searchReducer, initialSearch(), [{ type: 'input', text: 'card' }, { type: 'debounced', text: 'card' }, { type: 'dismiss' }]).input).to.equal('card');
  });

  it('Cancel clears the box; the address starts results', () => {
    expect(run(searchReducer, initialSearch(), [{ type: 'input', text: 'x' }, { type: 'cancel' }]).input).to.equal('');
    expect(initialSearch('freeze card')).to.deep.equal({ mode: 'results', input: 'freeze card', query: 'freeze card' });
  });

  it('reads the braces of a completion as its highlight', () => {
    expect(parseCompletion('how to {top up} fast')).to.deep.equal([
      { text: 'how to ', highlighted: false },
      { text: 'top up', highlighted: true },
      { text: ' fast', highlighted: false },
    ]);
    expect(parseCompletion('{card}')).to.deep.equal([{ text: 'card', highlighted: true }]);
    expect(parseCompletion('no braces')).to.deep.equal([{ text: 'no braces', highlighted: false }]);
    expect(plainCompletion('how to {top up}')).to.equal('how to top up');
  });
});

describe('help centre: feedback states', () => {
  const phase = (state: FeedbackState) => state.phase;
  const cases: [string, FeedbackAction[], string, boolean][] = [
    ['hidden while loading', [], 'loading', false],
    ['asks without a previous score', [{ type: 'loaded', previous: undefined }], 'ask', true],
    ['asks when the previous score is 0', [{ type: 'loaded', previous: { id: '1', score: 0, tags: [] } }], 'ask', true],
    ['hidden when a previous score exists', [{ type: 'loaded', previous: { id: '1', score: -1, tags: [] } }], 'done', false],
    ['hidden after a helpful vote', [{ type: 'loaded', previous: undefined }, { type: 'helpful' }], 'done', false],
    ['not helpful opens the panel', [{ type: 'loaded', previous: undefined }, { type: 'notHelpful' }], 'panel', false],
    ['closing the panel resets it and the vote stays', [{ type: 'loaded', previous: undefined }, { type: 'notHelpful' }, { type: 'toggleTag', tag: 'A' }, { type: 'close' }], 'done', false],
    ['sent', [{ type: 'loaded', previous: undefined }, { type: 'notHelpful' }, { type: 'comment', text: 'x' }, { type: 'sent' }], 'done', false],
  ];
  for (const [name, actions, expected, visible] of cases) {
    it(name, () => {
      const state = run(feedbackReducer, initialFeedback, actions);
      expect([phase(state), widgetVisible(state)]).to.deep.equal([expected, visible]);
    });
  }

  it('enables Send with a tag or a non-blank comment, and keeps 1000 characters', () => {
    const open = run(feedbackReducer, initialFeedback, [{ type: 'loaded', previous: undefined }, { type: 'notHelpful' }]);
    const panel = (state: FeedbackState) => (state.phase === 'panel' ? state.panel : { tags: [], comment: '' });
    expect(canSend(panel(open))).to.equal(false);
    expect(canSend(panel(feedbackReducer(open, { type: 'comment', text: '   ' })))).to.equal(false);
    expect(canSend(panel(feedbackReducer(open, { type: 'comment', text: 'Too long' })))).to.equal(true);
    const tagged = feedbackReducer(open, { type: 'toggleTag', tag: 'UNCLEAR' });
    expect([canSend(panel(tagged)), canSend(panel(feedbackReducer(tagged, { type: 'toggleTag', tag: 'UNCLEAR' })))]).to.deep.equal([true, false]);
    expect(panel(feedbackReducer(open, { type: 'comment', text: 'x'.repeat(1200) })).comment.length).to.equal(1000);
  });
});
