import { expect } from '@open-wc/testing';
import { chooseRating, emptyRating, ratingToSend, ratingView, toggleRatingTag } from '../../../src/chat/core/rating';
import type { RatingDraft } from '../../../src/chat/core/rating';
import type { RatingOption } from '../../../src/chat/core/models';

const options: RatingOption[] = [
  { experience: 'bad', title: 'Bad', tags: [{ tag: 'slow', label: 'Slow' }] },
  { experience: 'good', title: 'Good', tags: [], tagsHeader: 'What went well?' },
];
const draft = (fields: Partial<RatingDraft>): RatingDraft => ({ ...emptyRating(), ...fields });

describe('rating rules (§4.7)', () => {
  const sends: [string, RatingDraft, 'submit' | 'close', ReturnType<typeof ratingToSend>][] = [
    ['submit without a choice sends nothing', draft({ feedback: 'hi' }), 'submit', undefined],
    ['close without a choice sends nothing', draft({}), 'close', undefined],
    ['submit sends the choice, its tags and the trimmed feedback', draft({ chosen: 'bad', tags: ['slow'], feedback: '  too slow \n' }), 'submit', { experience: 'bad', tags: ['slow'], feedback: 'too slow' }],
    ['close sends the chosen rating alone', draft({ chosen: 'bad', tags: ['slow'], feedback: 'too slow' }), 'close', { experience: 'bad', tags: [], feedback: '' }],
    ['no rating needs a comment: submit with empty feedback', draft({ chosen: 'good' }), 'submit', { experience: 'good', tags: [], feedback: '' }],
  ];
  for (const [name, given, how, sent] of sends) it(name, () => expect(ratingToSend(given, how)).to.deep.equal(sent));

  const views: [string, RatingDraft, Partial<ReturnType<typeof ratingView>>][] = [
    ['nothing chosen: no Submit, no live agent, no feedback', draft({}), { option: undefined, canSubmit: false, offersLiveAgent: false, showsFeedback: false }],
    ['the first option offers a live agent', draft({ chosen: 'bad' }), { option: options[0], canSubmit: true, offersLiveAgent: true, showsFeedback: true }],
    ['any other option does not', draft({ chosen: 'good' }), { option: options[1], canSubmit: true, offersLiveAgent: false, showsFeedback: true }],
    ['the feedback has at least 2 rows', draft({ chosen: 'good', feedback: 'one line' }), { feedbackRows: 2 }],
    ['and grows with its lines', draft({ chosen: 'good', feedback: 'a\nb\nc\nd' }), { feedbackRows: 4 }],
    ['up to 7 rows', draft({ chosen: 'good', feedback: 'a\nb\nc\nd\ne\nf\ng\nh\ni' }), { feedbackRows: 7 }],
  ];
  for (const [name, given, shown] of views) {
    it(name, () => expect(ratingView(options, given)).to.include(shown));
  }

  it('a new choice starts with none of its tags; the same choice keeps them', () => {
    const tagged = toggleRatingTag(chooseRating(emptyRating(), 'bad'), 'slow');
    expect(tagged.tags).to.deep.equal(['slow']);
    expect(chooseRating(tagged, 'bad')).to.equal(tagged);
    expect(chooseRating(tagged, 'good')).to.include({ chosen: 'good' }).and.to.have.property('tags').that.deep.equals([]);
    expect(toggleRatingTag(tagged, 'slow').tags).to.deep.equal([]);
  });
});
