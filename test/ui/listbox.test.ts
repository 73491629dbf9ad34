import { expect } from '@open-wc/testing';
import { emptyTypeAhead, navigate, TYPE_AHEAD_RESET_MS, typeAhead } from '../../src/ui/listbox';

describe('listbox keyboard model', () => {
  it('moves the active option by key, stopping at the ends', () => {
    const table: [string, number, number | null][] = [
      ['ArrowDown', -1, 0],
      ['ArrowDown', 3, 4],
      ['ArrowDown', 9, 9],
      ['ArrowUp', -1, 9],
      ['ArrowUp', 0, 0],
      ['Home', 5, 0],
      ['End', 5, 9],
      ['PageDown', 2, 6],
      ['PageDown', 8, 9],
      ['PageDown', -1, 3],
      ['PageUp', 6, 2],
      ['PageUp', 2, 0],
      ['a', 2, null],
    ];
    for (const [key, active, expected] of table) expect(navigate(key, active, 10, 4), `${key} from ${active}`).to.equal(expected);
    expect(navigate('ArrowDown', -1, 0, 4)).to.equal(null);
  });

  it('type-ahead matches a word, steps through repeated letters and starts over after a pause', () => {
    const labels = ['Albania', 'Belgium', 'Brazil', 'Bulgaria', 'Canada'];
    const labelOf = (index: number) => labels[index]!;
    let state = emptyTypeAhead;
    const press = (char: string, at: number, active: number) => {
      const found = typeAhead(state, char, at, active, labels.length, labelOf);
      state = found.state;
      return found.index;
    };
    expect(press('b', 0, -1)).to.equal(1);
    expect(press('b', 100, 1)).to.equal(2);
    expect(press('b', 200, 2)).to.equal(3);
    expect(press('b', 300, 3)).to.equal(1);
    expect(press('c', 300 + TYPE_AHEAD_RESET_MS + 1, 1)).to.equal(4);
    expect(press('b', 2000, 4)).to.equal(1);
    expect(press('u', 2100, 1)).to.equal(3);
    expect(press('x', 2200, 3)).to.equal(-1);
  });
});
