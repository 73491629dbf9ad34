/**
 * Search modes (§4.9, §2.3 Search, §5): none (suggestions), autocomplete while typing, results on
 * Enter or an autocomplete pick. A blank query resets; Cancel returns to none and clears.
 */
export type SearchMode = 'none' | 'autocomplete' | 'results';

export interface SearchState {
  mode: SearchMode;
  /** What the box shows. */
  input: string;
  /** The debounced query the data is fetched for. */
  query: string;
}

export type SearchAction =
  | { type: 'input'; text: string }
  | { type: 'debounced'; text: string }
  | { type: 'submit'; text: string }
  | { type: 'pick'; text: string }
  /** Escape on the completions: they close, the text stays (typing again completes again). */
  | { type: 'dismiss' }
  | { type: 'cancel' };

export const initialSearch = (query = ''): SearchState =>
  query.trim() ? { mode: 'results', input: query, query: query.trim() } : { mode: 'none', input: '', query: '' };

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'input':
      return action.text.trim() ? { ...state, input: action.text } : { mode: 'none', input: action.text, query: '' };
    case 'debounced':
      if (!action.text.trim()) return { mode: 'none', input: action.text, query: '' };
      // Results stay until the text changes: the debounce after Enter names the same query.
      if (state.mode === 'results' && state.query === action.text.trim()) return state;
      return { mode: 'autocomplete', input: action.text, query: action.text.trim() };
    case 'submit':
    case 'pick': {
      const text = action.type === 'pick' ? plainCompletion(action.text) : action.text;
      return text.trim() ? { mode: 'results', input: text, query: text.trim() } : { mode: 'none', input: '', query: '' };
    }
    case 'dismiss':
      return state.mode === 'autocomplete' ? { mode: 'none', input: state.input, query: '' } : state;
    case 'cancel':
      return { mode: 'none', input: '', query: '' };
  }
}

export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

/** §3.3: braces mark the highlighted part of an autocomplete hit ('how to {top up}'). */
export function parseCompletion(completion: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const pattern = /\{([^{}]*)\}/g;
  let index = 0;
  for (const match of completion.matchAll(pattern)) {
    if (match.index > index) parts.push({ text: completion.slice(index, match.index), highlighted: false });
    if (match[1]) parts.push({ text: match[1], highlighted: true });
    index = match.index + match[0].length;
  }
  if (index < completion.length) parts.push({ text: completion.slice(index), highlighted: false });
  return parts;
}

export const plainCompletion = (completion: string): string => completion.replace(/[{}]/g, '');
