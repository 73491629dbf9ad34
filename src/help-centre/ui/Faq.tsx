/**
 * §2.3 FAQ routes: by url path (an article, a topic page, or not found, tracked as a missing FAQ)
 * and by key (load, then redirect to the item's tree path, or not found).
 */
import { Suspense } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { once } from '../../shared/once';
import { lazyView } from '../../ui/lazy';
import { useQuery } from '../../ui/query';
import { useStrings } from '../../ui/useStrings';
import { QUERY_PARAMS, ROUTES } from '../constants';
import { FaqNotFoundError } from '../core/errors';
import type { FaqNode } from '../core/model';
import { categoryOf, faqRoute, matchPath } from '../core/tree';
import { showsCardSelector, transactionFilters } from '../core/troubleshooter';
import { strings } from '../strings';
import { Article } from './Article';
import { useHelpCentre } from './context';
import { NodeList } from './Landing';
import { NeedMoreHelp } from './NeedMoreHelp';
import { ErrorPage, ListSkeleton, NotFoundPage, PageHeader, PageSkeleton, RetryView, useTrackMissing } from './parts';
import { SearchArea } from './Search';
import { useTree } from './useTree';

// §2.3 topic selectors: in the troubleshooter's chunk, loaded only where a selector shows.
const selectors = once(() => import('./troubleshooter/Selectors'));
const CardSelector = lazyView(async () => (await selectors()).CardSelector);
const TransactionSelector = lazyView(async () => (await selectors()).TransactionSelector);

export function FaqByPath({ path }: { path: string }) {
  const t = useStrings(strings);
  const tree = useTree();
  const match = tree.data ? matchPath(tree.data, path) : undefined;
  useTrackMissing({ urlPath: path }, match?.kind === 'not-found');
  if (tree.isPending) return <PageSkeleton label={t('loading')} />;
  if (tree.isError) return <RetryView onRetry={() => void tree.refetch()} />;
  if (!match || match.kind === 'not-found') return <NotFoundPage />;
  const back = match.trail.length ? faqRoute((match.trail.at(-1) as FaqNode).urlPath) : ROUTES.landing;
  const category = categoryOf(match);
  const localisedPath = [...match.trail, match.node].map((node) => node.title).join(' / ');
  if (match.kind === 'topic') return <TopicPage node={match.node} back={back} category={category} localisedPath={localisedPath} />;
  return <Article faqKey={match.node.key} urlPath={match.node.urlPath} title={match.node.title} back={back} chatCategory={category?.chatCategory} localisedPath={localisedPath} />;
}

export function FaqByKey() {
  const t = useStrings(strings);
  const { services, cacheKey } = useHelpCentre();
  const [params] = useSearchParams();
  const key = params.get(QUERY_PARAMS.key) ?? '';
  const item = useQuery({ queryKey: [...cacheKey, 'item', key], queryFn: () => services.getFaqItem(key), enabled: key !== '' });
  const missing = key === '' || item.error instanceof FaqNotFoundError;
  useTrackMissing({ key }, missing);
  if (missing) return <NotFoundPage />;
  if (item.isPending) return <PageSkeleton label={t('loading')} />;
  // §8: any other failure is 'User is not authorised' (or the original error).
  if (item.isError) return <ErrorPage text={item.error.message || t('unknownError')} />;
  return <Redirect to={faqRoute(item.data.urlPath)} replace />;
}

function TopicPage({ node, back, category, localisedPath }: { node: FaqNode; back: string; category: FaqNode | undefined; localisedPath: string }) {
  const t = useStrings(strings);
  const { services, scope, transactionGroups } = useHelpCentre();
  const chatCategory = node.chatCategory ?? category?.chatCategory;
  const filters = transactionFilters(scope, category?.key, Boolean(services.getTransactions), transactionGroups);
  const cards = showsCardSelector(category?.key, Boolean(services.getCards));
  const chat = { category: chatCategory, context: { faqPath: node.urlPath, localisedFaqPath: localisedPath, titleKey: node.key } };
  return (
    <section className="hc-page" part="topic-page">
      <PageHeader title={node.title} back={back} />
      <SearchArea category={category?.key} chat={chat} lastVisitedFaq={node.key}>
        {(cards || filters) && (
          <Suspense fallback={<ListSkeleton count={3} label={t('loading')} description />}>
            {cards && <CardSelector category={chatCategory} />}
            {filters && <TransactionSelector filters={filters} title={node.title} category={chatCategory} />}
          </Suspense>
        )}
        <section className="hc-section" aria-labelledby="hc-topics">
          <h2 id="hc-topics" className="hc-section__title">
            {t('selectTopic')}
          </h2>
          <NodeList nodes={node.children} />
        </section>
        {node.chatCategory && <NeedMoreHelp lastVisitedFaq={node.key} chat={chat} />}
      </SearchArea>
    </section>
  );
}
