/**
 * Search (§2.3 Search, §4.9, §5, §9): none shows suggestions (none in the business scope) or the
 * page below; typing gives autocomplete (6 completions and 3 articles, which fails if either call
 * fails); Enter or a completion gives results, with their own retry. The query is kept in the
 * address as searchQuery; Cancel returns to none and clears it. The box is the design system's
 * combobox (WAI-ARIA APG, list autocomplete): the completions are its listbox, ArrowDown and
 * ArrowUp move through them, Enter runs the active one (or searches the text), Escape closes them,
 * and a polite live region says how many there are.
 */
import { useEffect, useReducer, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { useElement } from '../../ui/element-context';
import { useQuery } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import { AUTOCOMPLETE_LIMIT, QUERY_PARAMS, RESULT_SKELETONS, ROUTES, SEARCH_LIMIT, SUGGESTION_SKELETONS } from '../constants';
import { hasSuggestions } from '../core/landing';
import type { SearchResult } from '../core/model';
import { initialSearch, searchReducer } from '../core/search';
import { strings } from '../strings';
import type { ChatButtonProps } from './ChatButton';
import { useHelpCentre } from './context';
import { NeedMoreHelp } from './NeedMoreHelp';
import { ActionLink, faqItemRoute, ListSkeleton, RetryView, useFollowLink } from './parts';
import { Highlighted, SearchField } from './SearchField';

export interface SearchAreaProps {
  /** The category the page is in: suggestions for it (faqCategory, §7.5). */
  category?: string | undefined;
  /** The category is not known yet: the suggestions wait for it (their skeleton shows). */
  categoryPending?: boolean;
  /** Show suggestions in the none mode (the search page); other pages show their own content. */
  suggestions?: boolean;
  autoFocus?: boolean;
  /** The page's content, shown while not searching. */
  children?: ReactNode;
  /** What the chat button under no results opens: the page's chat (a topic's category). */
  chat?: ChatButtonProps | undefined;
  /** The page the search is on, for 'Help with something else' under no results. */
  lastVisitedFaq?: string | undefined;
}

export function SearchArea({ category, categoryPending = false, suggestions = false, autoFocus = false, children, chat, lastVisitedFaq }: SearchAreaProps) {
  const t = useStrings(strings);
  const { services, scope, cacheKey } = useHelpCentre();
  const { config } = useElement();
  const [state, dispatch] = useSearchInAddress();
  const bar = useRef<HTMLDivElement>(null);

  const showSuggestions = suggestions && hasSuggestions(scope) && state.mode === 'none';
  const suggested = useQuery({
    queryKey: [...cacheKey, 'suggestions', category ?? null],
    queryFn: () => services.getSearchSuggestions(category),
    enabled: showSuggestions && !categoryPending,
  });
  const completion = useQuery({
    queryKey: [...cacheKey, 'autocomplete', state.query],
    // §8: autocomplete fails if either call fails.
    queryFn: () => Promise.all([services.autocomplete(state.query, AUTOCOMPLETE_LIMIT), services.search(state.query, SEARCH_LIMIT)]),
    enabled: state.mode === 'autocomplete',
  });
  const results = useQuery({
    queryKey: [...cacheKey, 'search', state.query],
    queryFn: () => services.search(state.query),
    enabled: state.mode === 'results',
  });
  const completions = state.mode === 'autocomplete' && completion.data ? completion.data[0] : [];
  // A polite count of what the search found, as it changes (APG combobox: the number of results).
  const count = state.mode === 'autocomplete' ? completion.data?.[0].length : state.mode === 'results' ? results.data?.length : undefined;
  const counted = count === undefined ? '' : t(`${state.mode === 'results' ? 'results' : 'completions'}${pluralKey(count, config.locale)}`, { count });

  return (
    <div className="hc-search" part="search-area">
      <div ref={bar} className="hc-search__bar">
        <SearchField
          completions={completions}
          onPick={(hit) => dispatch({ type: 'pick', text: hit })}
          onSearch={(text) => dispatch({ type: 'debounced', text })}
          editable={{
            value: state.input,
            onInput: (text) => dispatch({ type: 'input', text }),
            onSubmit: (text) => dispatch({ type: 'submit', text }),
            onDismiss: () => dispatch({ type: 'dismiss' }),
            autoFocus,
          }}
        />
        {state.mode !== 'none' && (
          <button type="button" className="hc-text-button hc-search__cancel" part="search-cancel" onClick={() => {
              dispatch({ type: 'cancel' });
              // Cancel goes with the query: focus goes back to the (now empty) box, not to <body>.
              bar.current?.querySelector('input')?.focus();
            }}
          >
            {t('cancel')}
          </button>
        )}
      </div>
      <div className="fin-visually-hidden" role="status" aria-live="polite" part="search-count">
        {counted}
      </div>

      {state.mode === 'none' && (
        <>
          {showSuggestions && (
            <section className="hc-section" aria-labelledby="hc-suggestions">
              <h2 id="hc-suggestions" className="hc-section__title">
                {t('suggestions')}
              </h2>
              {suggested.isPending ? (
                <ListSkeleton count={SUGGESTION_SKELETONS} label={t('loading')} />
              ) : suggested.isError ? (
                <RetryView onRetry={() => void suggested.refetch()} />
              ) : (
                <Suggestions items={suggested.data} />
              )}
            </section>
          )}
          {children}
        </>
      )}

      {state.mode === 'autocomplete' &&
        (completion.isPending ? (
          <ListSkeleton count={SUGGESTION_SKELETONS} label={t('loading')} icon />
        ) : completion.isError ? (
          <RetryView onRetry={() => void completion.refetch()} />
        ) : completion.data[0].length + completion.data[1].length === 0 ? (
          <NoResults query={state.query} chat={chat} lastVisitedFaq={lastVisitedFaq} />
        ) : (
          completion.data[1].length > 0 && (
            // The articles open rather than search: links under their own heading, after the listbox.
            <section className="hc-section" aria-labelledby="hc-autocomplete-articles" part="autocomplete">
              <h2 id="hc-autocomplete-articles" className="hc-section__title">
                {t('suggestions')}
              </h2>
              <ResultList results={completion.data[1]} />
            </section>
          )
        ))}

      {state.mode === 'results' && (
        <section className="hc-section" aria-labelledby="hc-results">
          <h2 id="hc-results" className="hc-section__title">
            {t('results')}
          </h2>
          {results.isPending ? (
            <ListSkeleton count={RESULT_SKELETONS} label={t('loading')} />
          ) : results.isError ? (
            <RetryView onRetry={() => void results.refetch()} />
          ) : results.data.length === 0 ? (
            <NoResults query={state.query} chat={chat} lastVisitedFaq={lastVisitedFaq} />
          ) : (
            <ResultList results={results.data} />
          )}
        </section>
      )}
    </div>
  );
}

/** 'One' or 'Other': the catalog's two counted texts, as the locale's plural rules pick them. */
const pluralKey = (count: number, locale: string): 'One' | 'Other' => (new Intl.PluralRules(locale).select(count) === 'one' ? 'One' : 'Other');

/**
 * The search's state, and the address: `searchQuery` follows the results; a change of the address
 * (back, forward) moves the search.
 */
function useSearchInAddress() {
  const [params, setParams] = useSearchParams();
  const addressed = params.get(QUERY_PARAMS.searchQuery) ?? '';
  const [state, dispatch] = useReducer(searchReducer, addressed, initialSearch);
  const written = useRef(addressed);
  const wanted = state.mode === 'results' ? state.query : '';
  useEffect(() => {
    if (addressed !== written.current) {
      written.current = addressed;
      dispatch(addressed ? { type: 'submit', text: addressed } : { type: 'cancel' });
      return;
    }
    if (wanted === addressed) return;
    written.current = wanted;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set(QUERY_PARAMS.searchQuery, wanted);
        else next.delete(QUERY_PARAMS.searchQuery);
        return next;
      },
      { replace: true },
    );
  }, [addressed, wanted, setParams]);
  return [state, dispatch] as const;
}

/**
 * Nothing found: the next step, not an empty page. Need more help (the chat button, and 'Help with
 * something else' outside the search page, whose own chat button stays under the search).
 */
function NoResults({ query, chat, lastVisitedFaq }: { query: string; chat: ChatButtonProps | undefined; lastVisitedFaq: string | undefined }) {
  const t = useStrings(strings);
  const [location] = useLocation();
  const onSearchPage = location === ROUTES.search;
  return (
    <div className="hc-no-results" part="no-results">
      <p className="hc-muted">{t('noResults', { query })}</p>
      <p className="hc-muted">{t(onSearchPage ? 'noResultsHintBelow' : 'noResultsHint')}</p>
      {!onSearchPage && <NeedMoreHelp chat={chat} lastVisitedFaq={lastVisitedFaq} />}
    </div>
  );
}

function ResultList({ results }: { results: SearchResult[] }) {
  return (
    <ul className="hc-list" part="results">
      {results.map((result) => (
        <li key={result.key}>
          <Link to={faqItemRoute(result.key)} className="hc-row" part="result">
            <Highlighted text={result.title} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Suggestions({ items }: { items: { title: string; deeplink: string }[] }) {
  const { follow } = useFollowLink();
  return (
    <ul className="hc-list" part="suggestions">
      {items.map((item) => (
        <li key={item.deeplink + item.title}>
          <ActionLink look="row" part="suggestion" label={item.title} link={item.deeplink} follow={follow} />
        </li>
      ))}
    </ul>
  );
}
