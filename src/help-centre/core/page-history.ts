/**
 * The help centre's own history (issue 47): the pages visited inside the element, so a back
 * chevron goes back to where the user came from, and to its fallback (the landing, a parent
 * topic) only when the help centre has no page before this one. Moves are what the router did:
 * a push or a replace (with the navigation state, which memory routing must give back), or a pop
 * (the browser's Back or Forward), recognised by the path it lands on.
 */

export interface PageEntry {
  /** The route's path (with its query) as the router navigated to it. */
  path: string;
  /** Its navigation state (null for none). */
  state: unknown;
}

export type PageMove = { kind: 'push' | 'replace'; path: string; state: unknown } | { kind: 'pop'; path: string };

export interface PageHistory {
  /** Records what the router did. */
  record: (move: PageMove) => void;
  /** The page before the current one inside the help centre, if any. */
  previous: () => PageEntry | undefined;
}

export function createPageHistory(path: string, state: unknown = null): PageHistory {
  let entries: PageEntry[] = [{ path, state }];
  let index = 0;
  function record(move: PageMove): void {
    if (move.kind === 'push') {
      entries = [...entries.slice(0, index + 1), { path: move.path, state: move.state }];
      index = entries.length - 1;
    } else if (move.kind === 'replace') {
      entries = entries.map((entry, at) => (at === index ? { path: move.path, state: move.state } : entry));
    } else if (entries[index - 1]?.path === move.path) {
      index -= 1;
    } else if (entries[index + 1]?.path === move.path) {
      index += 1;
    } else {
      // A page the help centre did not open (the host's, or one before a reload): it starts anew.
      entries = [{ path: move.path, state: null }];
      index = 0;
    }
  }
  const previous = (): PageEntry | undefined => (index > 0 ? entries[index - 1] : undefined);
  return { record, previous };
}
