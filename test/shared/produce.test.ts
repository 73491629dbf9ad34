import { expect } from '@open-wc/testing';
import { produce } from '../../src/shared/produce';

interface Row {
  id: string;
  tags: string[];
}
interface State {
  rows: Row[];
  byId: Record<string, { n: number } | undefined>;
  meta: { title: string; nested: { deep: number } };
  when?: Date;
}

const initial = (): State => ({
  rows: [
    { id: 'a', tags: ['x'] },
    { id: 'b', tags: [] },
  ],
  byId: { a: { n: 1 }, b: { n: 2 } },
  meta: { title: 't', nested: { deep: 1 } },
});

describe('produce', () => {
  it('returns the base itself when the recipe changes nothing (or writes the same values)', () => {
    const base = initial();
    expect(produce(base, () => {})).to.equal(base);
    expect(produce(base, (draft) => void (draft.meta.title = 't'))).to.equal(base);
    expect(produce(base, (draft) => void draft.rows.map((row) => row.id))).to.equal(base);
  });

  it('copies only the changed path; the rest keeps its identity', () => {
    const base = initial();
    const next = produce(base, (draft) => {
      draft.byId.a!.n = 5;
    });
    expect(next).to.not.equal(base);
    expect(next.byId).to.not.equal(base.byId);
    expect(next.byId.a).to.deep.equal({ n: 5 });
    expect(next.byId.b).to.equal(base.byId.b);
    expect(next.rows).to.equal(base.rows);
    expect(next.meta).to.equal(base.meta);
    expect(base.byId.a!.n).to.equal(1);
  });

  it('supports array methods, deletes and new values that hold drafts', () => {
    const base = initial();
    const next = produce(base, (draft) => {
      draft.rows.push({ id: 'c', tags: [] });
      draft.rows[0]!.tags.push('y');
      draft.rows = draft.rows.filter((row) => row.id !== 'b');
      delete draft.byId.b;
      draft.meta = { ...draft.meta, title: 'u' };
    });
    expect(JSON.stringify(next)).to.equal(
      JSON.stringify({ rows: [{ id: 'a', tags: ['x', 'y'] }, { id: 'c', tags: [] }], byId: { a: { n: 1 } }, meta: { title: 'u', nested: { deep: 1 } } }),
    );
    expect(next.meta.nested).to.equal(base.meta.nested);
    expect(Array.isArray(next.rows)).to.equal(true);
    expect(JSON.stringify(base)).to.equal(JSON.stringify(initial()));
  });

  it('takes a returned value as the next state, and keeps non-plain objects as values', () => {
    const base = initial();
    const replaced = produce(base, () => ({ ...initial(), meta: { title: 'r', nested: { deep: 2 } } }));
    expect(replaced.meta.title).to.equal('r');
    const date = new Date(0);
    const dated = produce(base, (draft) => void (draft.when = date));
    expect(dated.when).to.equal(date);
    expect(Object.isFrozen(date)).to.equal(false);
  });

  it('freezes results and revokes drafts after the recipe', () => {
    let kept: State | undefined;
    const next = produce(initial(), (draft) => {
      draft.meta.title = 'v';
      kept = draft as State;
    });
    expect(Object.isFrozen(next)).to.equal(true);
    expect(Object.isFrozen(next.meta)).to.equal(true);
    expect(() => (next.meta.title = 'w')).to.throw(TypeError);
    expect(() => kept!.meta).to.throw(TypeError);
  });
});
