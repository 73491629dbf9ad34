/**
 * The search page's chat button (§2.3 Search page: search plus a chat button). The page is reached
 * from a topic's 'Help with something else' with lastVisitedFaq: the decision is asked for that
 * topic's chat category; without it, for none (null). No context goes along: §4.9 clears the chat
 * context on the search page.
 */
import { useSearchParams } from 'wouter';
import { useStrings } from '../../ui/useStrings';
import { QUERY_PARAMS } from '../constants';
import { categoryOfKey } from '../core/tree';
import { strings } from '../strings';
import { ChatButton } from './ChatButton';
import { useTree } from './useTree';

export default function SearchChat() {
  const t = useStrings(strings);
  const [params] = useSearchParams();
  const lastVisited = params.get(QUERY_PARAMS.lastVisitedFaq);
  const tree = useTree();
  const category = lastVisited && tree.data ? categoryOfKey(tree.data, lastVisited)?.chatCategory : undefined;
  return (
    <section className="hc-section hc-more" aria-labelledby="hc-search-more" part="need-more-help">
      <h2 id="hc-search-more" className="hc-section__title">
        {t('needMoreHelp')}
      </h2>
      <p className="hc-muted">{t('needMoreHelpText')}</p>
      {/* The topic's category is known once the tree is (it is cached from the page before). */}
      {(!lastVisited || !tree.isPending) && <ChatButton category={category} />}
    </section>
  );
}
