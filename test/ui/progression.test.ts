import { expect } from '@open-wc/testing';
import { progressionSteps } from '../../src/ui/progression';

const step = (title: string, lineStyle: 'SOLID' | 'DASHED', date?: string) => ({ id: title, title, lineStyle, date });
const states = (steps: ReturnType<typeof progressionSteps>) => steps.map((s) => `${s.title}:${s.state}:${s.line}`);

describe('progressionSteps: SOLID done, DASHED pending, currentStepIndex current', () => {
  const cases: [string, ReturnType<typeof step>[], number, string[]][] = [
    ['in progress', [step('a', 'SOLID'), step('b', 'DASHED'), step('c', 'DASHED')], 1, ['a:done:solid', 'b:current:dashed', 'c:pending:dashed']],
    ['all done: the last step is not current', [step('a', 'SOLID'), step('b', 'SOLID')], 1, ['a:done:solid', 'b:done:solid']],
    ['the last step current while pending', [step('a', 'SOLID'), step('b', 'DASHED')], 1, ['a:done:solid', 'b:current:dashed']],
    ['no current step', [step('a', 'SOLID'), step('b', 'DASHED')], -1, ['a:done:solid', 'b:pending:dashed']],
  ];
  for (const [name, steps, current, expected] of cases) {
    it(name, () => expect(states(progressionSteps(steps, current, 'en-GB'))).to.deep.equal(expected));
  }

  it('shows ISO dates as d MMM yyyy and other text as sent; an id defaults to the position', () => {
    const [iso, text] = progressionSteps([step('a', 'SOLID', '2026-11-14T10:00:00Z'), { title: 'b', lineStyle: 'DASHED', date: 'Soon' }], 1, 'en-GB');
    expect([iso!.date, text!.date, text!.id]).to.deep.equal(['14 Nov 2026', 'Soon', '1']);
  });
});
