/**
 * Keyboard model of a listbox (WAI-ARIA APG listbox and combobox patterns), pure and DOM-free:
 * which option becomes active for a key, and type-ahead. Combobox applies it.
 */

/** Typed characters within this long of each other form one type-ahead word. */
export const TYPE_AHEAD_RESET_MS = 500;

/**
 * The option a navigation key makes active, or null for keys that do not navigate. `active` is
 * -1 when no option is active; moves stop at the ends (no wrap, so End is one key away).
 */
export function navigate(key: string, active: number, count: number, pageSize: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : clamp(active + 1);
    case 'ArrowUp':
      return active < 0 ? last : clamp(active - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return active < 0 ? clamp(pageSize - 1) : clamp(active + pageSize);
    case 'PageUp':
      return active < 0 ? 0 : clamp(active - pageSize);
    default:
      return null;
  }
}

export interface TypeAhead {
  /** The word typed so far. */
  word: string;
  /** Event time of the last character (event.timeStamp), to end the word after a pause. */
  at: number;
}

export const emptyTypeAhead: TypeAhead = { word: '', at: -Infinity };

/**
 * Adds a typed character and finds the option to make active: the first, from the active one
 * on, whose label starts with the word. Repeating one letter steps through the options that
 * start with it (APG). Returns the new word and the index, or -1 when nothing matches.
 */
export function typeAhead(
  state: TypeAhead,
  char: string,
  at: number,
  active: number,
  count: number,
  labelOf: (index: number) => string,
): { state: TypeAhead; index: number } {
  const word = (at - state.at > TYPE_AHEAD_RESET_MS ? '' : state.word) + char.toLowerCase();
  const next = { word, at };
  const repeated = word.length > 1 && [...word].every((letter) => letter === word[0]);
  const wanted = repeated ? word[0]! : word;
  // A new letter looks from the option after the active one; a longer word may still match it.
  const start = active < 0 ? 0 : wanted.length === 1 ? active + 1 : active;
  for (let step = 0; step < count; step++) {
    const index = (start + step) % count;
    if (labelOf(index).toLowerCase().startsWith(wanted)) return { state: next, index };
  }
  return { state: next, index: -1 };
}
