/** The help centre's own history: what a back chevron goes back to (issue 47). */
import { expect } from '@open-wc/testing';
import { createPageHistory } from '../../../src/help-centre/core/page-history';
import type { PageMove } from '../../../src/help-centre/core/page-history';

const push = (path: string, state: unknown = null): PageMove => ({ kind: 'push', path, state });

describe('page history', () => {
  const cases: { name: string; moves: PageMove[]; previous: string | undefined }[] = [
    { name: 'the first page has none', moves: [], previous: undefined },
    { name: 'a push has the page before', moves: [push('/b')], previous: '/a' },
    { name: 'a replace keeps the page before', moves: [push('/b'), { kind: 'replace', path: '/c', state: null }], previous: '/a' },
    { name: 'a redirect on the first page has none', moves: [{ kind: 'replace', path: '/c', state: null }], previous: undefined },
    { name: 'Back lands on the page before', moves: [push('/b'), push('/c'), { kind: 'pop', path: '/b' }], previous: '/a' },
    { name: 'Forward again', moves: [push('/b'), { kind: 'pop', path: '/a' }, { kind: 'pop', path: '/b' }], previous: '/a' },
    { name: 'a page it did not open starts anew', moves: [push('/b'), { kind: 'pop', path: '/host' }], previous: undefined },
    { name: 'a push after Back drops what was ahead', moves: [push('/b'), { kind: 'pop', path: '/a' }, push('/d'), { kind: 'pop', path: '/b' }], previous: undefined },
  ];
  for (const { name, moves, previous } of cases) {
    it(name, () => {
      const pages = createPageHistory('/a');
      for (const move of moves) pages.record(move);
      expect(pages.previous()?.path).to.equal(previous);
    });
  }

  it('keeps the navigation state memory routing gives back', () => {
    const pages = createPageHistory('/a');
    pages.record(push('/b', { title: 'Transfers' }));
    pages.record(push('/c'));
    expect(pages.previous()).to.deep.equal({ path: '/b', state: { title: 'Transfers' } });
  });
});
