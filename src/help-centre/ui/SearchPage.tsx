/**
 * §2.3 Search page ('Help with something else'): search plus a chat button; back goes to history.
 * A lazy chunk (page cost). The page is reached from a topic's 'Help with something else' with
 * lastVisitedFaq: the suggestions are asked for that topic's category (faqCategory) and the chat
 * decision for its chat category, else for none (null). No context goes along: §4.9 clears the
 * chat context on the search page.
 */
import { useSearchParams } from 'wouter';
import { Icon } from '../../ui/Icon';
import { useStrings } from '../../ui/useStrings';
import { QUERY_PARAMS, ROUTES } from '../constants';
import type { FaqNode } from '../core/model';
import { findByKey } from '../core/tree';
import { strings } from '../strings';
import { ChatButton } from './ChatButton';
import { MoreHelp } from './parts';
import { SearchArea } from './Search';
import { useBack } from './useBack';
import { useTree } from './useTree';

export default function SearchPage() {
  const t = useStrings(strings);
  const goBack = useBack();
  const category = useLastVisitedCategory();
  return (
    <section className="hc-page" part="search-page">
      <header className="hc-header" part="header">
        <button type="button" className="hc-icon-button" aria-label={t('back')} onClick={() => goBack(ROUTES.landing)}>
          <Icon name="chevronLeft" size={22} />
        </button>
        <h1 className="hc-title" part="title">
          {t('helpWithSomethingElse')}
        </h1>
      </header>
      {/* §7.5 / §7.8: suggestions for the category of the topic the user came from. */}
      <SearchArea suggestions autoFocus category={category.node?.key} categoryPending={category.pending} />
      <MoreHelp>
        {!category.pending && <ChatButton category={category.node?.chatCategory} />}
      </MoreHelp>
    </section>
  );
}

/**
 * The category (a top-level node) that holds the topic named by lastVisitedFaq; pending until the
 * tree is known (it is cached from the page before). A failed tree names none.
 */
function useLastVisitedCategory(): { node: FaqNode | undefined; pending: boolean } {
  const [params] = useSearchParams();
  const lastVisited = params.get(QUERY_PARAMS.lastVisitedFaq);
  const tree = useTree();
  if (!lastVisited) return { node: undefined, pending: false };
  return { node: tree.data?.find((node) => findByKey([node], lastVisited)), pending: tree.isPending };
}
